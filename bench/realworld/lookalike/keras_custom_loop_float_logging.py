# source: https://keras.io/guides/writing_a_custom_training_loop_in_tensorflow/
# note: the official custom-loop guide: losses are logged with float(loss_value) and accuracy goes into a metric object, so no tensor is kept across steps
import keras
import numpy as np
import tensorflow as tf

model = keras.Sequential([keras.Input((784,)), keras.layers.Dense(64, activation="relu"), keras.layers.Dense(10)])
optimizer = keras.optimizers.SGD(learning_rate=1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc_metric = keras.metrics.SparseCategoricalAccuracy()
(x_train, y_train), _ = keras.datasets.mnist.load_data()
train_dataset = tf.data.Dataset.from_tensor_slices((x_train.reshape(-1, 784).astype("float32") / 255, y_train)).batch(64)

loss_log = []
for epoch in range(2):
    for step, (x_batch, y_batch) in enumerate(train_dataset):
        with tf.GradientTape() as tape:
            logits = model(x_batch, training=True)
            loss_value = loss_fn(y_batch, logits)
        grads = tape.gradient(loss_value, model.trainable_weights)
        optimizer.apply_gradients(zip(grads, model.trainable_weights))
        train_acc_metric.update_state(y_batch, logits)
        loss_log.append(float(loss_value))
    print(epoch, float(train_acc_metric.result()), np.mean(loss_log[-100:]))
    train_acc_metric.reset_state()
