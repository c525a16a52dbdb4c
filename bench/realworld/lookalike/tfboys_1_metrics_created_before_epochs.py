# source: https://github.com/lucasjinreal/tfboys/issues/1
# note: the training loop discussed in that thread: the Mean and accuracy metrics are created once, before the epoch loop, and only called per batch (the thread asks to reset them each epoch, which is done here)
import logging

import tensorflow as tf

logging.basicConfig(level=logging.INFO)
(train_x, train_y), _ = tf.keras.datasets.cifar10.load_data()
train_dataset = tf.data.Dataset.from_tensor_slices((train_x / 255.0, train_y)).shuffle(5000).batch(64)

model = tf.keras.applications.MobileNetV2(input_shape=(32, 32, 3), weights=None, classes=10)
loss_object = tf.keras.losses.SparseCategoricalCrossentropy()
optimizer = tf.keras.optimizers.Adam()
train_loss = tf.metrics.Mean(name="train_loss")
train_accuracy = tf.metrics.SparseCategoricalAccuracy(name="train_accuracy")

for epoch in range(120):
    train_loss.reset_states()
    train_accuracy.reset_states()
    for batch, (images, labels) in enumerate(train_dataset):
        with tf.GradientTape() as tape:
            predictions = model(images, training=True)
            loss = loss_object(labels, predictions)
        gradients = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(gradients, model.trainable_variables))
        train_loss(loss)
        train_accuracy(labels, predictions)
        if batch % 50 == 0:
            logging.info("Epoch: %d, iter: %d, loss: %.4f, train_acc: %.4f", epoch, batch,
                         float(train_loss.result()), float(train_accuracy.result()))
    model.save_weights(f"ckpt/epoch_{epoch}.h5")
