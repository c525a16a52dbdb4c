# source: https://www.tensorflow.org/tutorials/customization/custom_training_walkthrough
# note: the official walkthrough appends one scalar metric result per epoch (about 200 in all) for plotting; per-batch values go into metric objects
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Dense(10, activation=tf.nn.relu, input_shape=(4,)),
    tf.keras.layers.Dense(10, activation=tf.nn.relu),
    tf.keras.layers.Dense(3),
])
loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.01)
train_dataset = tf.data.experimental.make_csv_dataset("iris_training.csv", 32, label_name="species", num_epochs=1)
train_dataset = train_dataset.map(lambda f, l: (tf.stack(list(f.values()), axis=1), l))

train_loss_results, train_accuracy_results = [], []
for epoch in range(201):
    epoch_loss_avg = tf.keras.metrics.Mean()
    epoch_accuracy = tf.keras.metrics.SparseCategoricalAccuracy()
    for x, y in train_dataset:
        with tf.GradientTape() as tape:
            loss_value = loss_object(y_true=y, y_pred=model(x, training=True))
        grads = tape.gradient(loss_value, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        epoch_loss_avg.update_state(loss_value)
        epoch_accuracy.update_state(y, model(x, training=True))
    train_loss_results.append(epoch_loss_avg.result())
    train_accuracy_results.append(epoch_accuracy.result())
