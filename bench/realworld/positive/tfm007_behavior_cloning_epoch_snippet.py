# source: https://github.com/microsoft/AirSim-Drone-Racing-VAE-Imitation/issues/10
# symptom: the Python int epoch is passed to the tf.function train, so every epoch traces a new graph ("triggered tf.function retracing")
# expect: TFM007 19
# note: pasted as a snippet without its imports: tf, the model, the optimizer, the writer and the datasets are defined elsewhere in the script
@tf.function
def train(images, labels, epoch):
    with tf.GradientTape() as tape:
        predictions = bc_model(images)
        recon_loss = tf.reduce_mean(tf.keras.losses.mean_squared_error(labels, predictions))
    gradients = tape.gradient(recon_loss, bc_model.trainable_variables)
    optimizer.apply_gradients(zip(gradients, bc_model.trainable_variables))
    train_loss_rec_v(recon_loss)
    with train_summary_writer.as_default():
        tf.summary.scalar("train_loss_rec_v", recon_loss, step=epoch)


for epoch in range(epochs):
    for train_images, train_labels in train_ds:
        train(train_images, train_labels, epoch)
    print(f"Epoch {epoch + 1}: loss {train_loss_rec_v.result():.5f}")
    train_loss_rec_v.reset_states()
    if epoch % 5 == 0:
        bc_model.save_weights(f"bc_model_{epoch}.ckpt")
