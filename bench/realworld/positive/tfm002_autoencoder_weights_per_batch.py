# source: https://github.com/pkmital/tensorflow_tutorials/issues/37
# symptom: a new set of weights is created for every mini-batch: the training loop calls autoencoder(), whose tf.Variable() calls make fresh variables each time, so the graph grows and the batches never share weights
# expect: TFM002 14
# note: TF1 graph mode; the variables are created inside the helper that the batch loop calls
import numpy as np
import tensorflow as tf


def autoencoder(x, dimensions=(784, 512, 256, 64)):
    current = x
    encoder = []
    for n_in, n_out in zip(dimensions[:-1], dimensions[1:]):
        scale = 1.0 / np.sqrt(n_in)
        W = tf.Variable(tf.random_uniform([n_in, n_out], -scale, scale))
        b = tf.Variable(tf.zeros([n_out]))
        encoder.append(W)
        current = tf.nn.tanh(tf.matmul(current, W) + b)
    for W in reversed(encoder):
        current = tf.nn.tanh(tf.matmul(current, tf.transpose(W)))
    cost = tf.reduce_sum(tf.square(current - x))
    return {"x": x, "y": current, "cost": cost}


def train(mnist, n_epochs=10, batch_size=50):
    x = tf.placeholder(tf.float32, [None, 784])
    sess = tf.Session()
    for epoch in range(n_epochs):
        for _ in range(mnist.train.num_examples // batch_size):
            batch_xs, _ = mnist.train.next_batch(batch_size)
            ae = autoencoder(x)
            optimizer = tf.train.AdamOptimizer(0.001).minimize(ae["cost"])
            sess.run(tf.global_variables_initializer())
            sess.run(optimizer, feed_dict={x: batch_xs})
        print(epoch, sess.run(ae["cost"], feed_dict={x: batch_xs}))
