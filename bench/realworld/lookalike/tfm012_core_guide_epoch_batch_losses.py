# source: https://github.com/tensorflow/docs/blob/master/site/en/guide/core/quickstart_core.ipynb
# note: resembles a leak: the loss tensor of every training step is appended to a list
# note: as in the TensorFlow Core quickstart: the list is made anew each epoch and reduced with tf.reduce_mean at its end, so it holds one epoch of scalar losses; keeping them as tensors until then also avoids a device sync per step
import tensorflow as tf


class LinearRegression(tf.Module):
    def __init__(self):
        self.w = tf.Variable(tf.random.normal([3, 1]))
        self.b = tf.Variable(tf.zeros([1]))

    def __call__(self, x):
        return tf.matmul(x, self.w) + self.b


def mse(y_pred, y):
    return tf.reduce_mean(tf.square(y_pred - y))


def train(model, train_dataset, epochs=100, learning_rate=0.01):
    epoch_losses = []
    for epoch in range(epochs):
        batch_losses = []
        for x_batch, y_batch in train_dataset:
            with tf.GradientTape() as tape:
                batch_loss = mse(model(x_batch), y_batch)
            grads = tape.gradient(batch_loss, model.variables)
            for g, v in zip(grads, model.variables):
                v.assign_sub(learning_rate * g)
            batch_losses.append(batch_loss)
        epoch_loss = tf.reduce_mean(batch_losses)
        epoch_losses.append(float(epoch_loss))
    return epoch_losses
