# source: https://github.com/tensorflow/tensorflow/issues/44033
# symptom: "triggered tf.function retracing" warnings during training and a loop that gets slower and uses more memory as it runs
# expect: TFM001 6
# expect: TFM007 20
# note: pasted as in an issue (imports, model, optimizer and dataset defined elsewhere): the global step for the warm-up schedule is computed from the loop indices and passed to the tf.function as a Python int, so each step value is a new trace.
@tf.function
def train_step(images, labels, step):
    warmup = tf.minimum(1.0, tf.cast(step, tf.float32) / WARMUP_STEPS)
    with tf.GradientTape() as tape:
        logits = model(images, training=True)
        loss = loss_fn(labels, logits) * warmup
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(EPOCHS):
    for i, (images, labels) in enumerate(train_ds):
        global_step = epoch * STEPS_PER_EPOCH + i
        loss = train_step(images, labels, global_step)
        if i % 100 == 0:
            print("epoch", epoch, "step", global_step, "loss", loss.numpy())
