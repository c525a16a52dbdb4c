# source: https://github.com/tensorflow/tensorflow/issues/41594
# note: look-alike for iterating a dataset inside a tf.function: the training step loops over the dataset with a Python for inside the traced function, but the dataset is its parameter `data`, passed in by the caller (the form the catalogue recommends), not a module-level dataset captured at trace time; reduce_retracing=True is my addition so the parameter list does not invite one trace per call
import tensorflow as tf

features = tf.random.normal([512, 3], dtype=tf.double)
targets = tf.reduce_sum(features * tf.constant([0.5, -1.0, 2.0], dtype=tf.double), axis=1)


@tf.function(reduce_retracing=True)
def training_step(data, par, learning_rate):
    loss = tf.constant(0, dtype=tf.double)
    with tf.GradientTape() as tape:
        for x, y in data:
            pred = tf.linalg.matvec(x, par)
            loss += tf.reduce_sum(tf.square(pred - y))
    grad = tape.gradient(loss, par)
    par.assign_sub(learning_rate * grad)
    return loss


def train(num_epochs=50):
    par = tf.Variable(tf.zeros([3], dtype=tf.double))
    lr = tf.constant(1e-4, dtype=tf.double)
    dataset = tf.data.Dataset.from_tensor_slices((features, targets)).batch(64)
    for epoch in range(num_epochs):
        loss = training_step(dataset, par, lr)
        if epoch % 10 == 0:
            print(epoch, float(loss), par.numpy())
    return par


if __name__ == "__main__":
    train()
