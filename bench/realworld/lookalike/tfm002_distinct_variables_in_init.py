# source: https://www.tensorflow.org/guide/intro_to_modules
# note: resembles a leak: tf.Variable created inside a for loop
# note: each iteration makes a different, kept variable (one per layer) in a constructor that runs once; the module is then called every step
import tensorflow as tf


class MLP(tf.Module):
    def __init__(self, sizes, name=None):
        super().__init__(name=name)
        self.weights = []
        self.biases = []
        for i, (n_in, n_out) in enumerate(zip(sizes[:-1], sizes[1:])):
            self.weights.append(tf.Variable(tf.random.normal([n_in, n_out]) * 0.05, name="w%d" % i))
            self.biases.append(tf.Variable(tf.zeros([n_out]), name="b%d" % i))

    def __call__(self, x):
        for w, b in zip(self.weights[:-1], self.biases[:-1]):
            x = tf.nn.relu(x @ w + b)
        return x @ self.weights[-1] + self.biases[-1]


mlp = MLP([784, 256, 128, 10])
optimizer = tf.keras.optimizers.SGD(0.01)
for step in range(1000):
    x = tf.random.normal([32, 784])
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(mlp(x)))
    grads = tape.gradient(loss, mlp.trainable_variables)
    optimizer.apply_gradients(zip(grads, mlp.trainable_variables))
