import math
import time

import tensorflow as tf

from Exporter import Exporter


class NeuralNetworkManager:
    def __init__(self, data_set, layers, learning_rate=0.01, batch_size=100):
        self.data_set = data_set
        self.batch_size = batch_size
        self.exporter = Exporter()
        self.x = tf.placeholder(tf.float32, [None, layers[0]], name="x")
        self.y = tf.placeholder(tf.float32, [None, layers[-1]], name="y")
        out = self.x
        for units in layers[1:-1]:
            out = tf.layers.dense(out, units, activation=tf.nn.sigmoid)
        self.predictor = tf.layers.dense(out, layers[-1], activation=tf.nn.sigmoid)
        self.loss = tf.reduce_mean(tf.square(self.predictor - self.y))
        self.train_op = tf.train.AdamOptimizer(learning_rate).minimize(self.loss)
        self.session = tf.Session()
        self.session.run(tf.global_variables_initializer())

    def train(self, epoch_threshold=200, display_step=1000):
        i, batch_index, epoch = 0, 0, 0
        start = time.time()
        while epoch < epoch_threshold:
            batch_x, batch_y = self.data_set.getBatch(self.batch_size, batch_index)
            _, loss = self.session.run([self.train_op, self.loss],
                                       feed_dict={self.x: batch_x, self.y: batch_y})
            if math.isnan(loss):
                print("Finished training, solution did not converge")
                break
            if i % display_step == 0:
                print("i = %d\tepoch = %d\tloss = %.4f" % (i, epoch, loss))
            batch_index += self.batch_size
            if batch_index >= self.data_set.getSize():
                batch_index %= self.data_set.getSize()
                epoch += 1
            i += 1
        print("Time taken: %.1fs" % (time.time() - start))

    def save(self, filename):
        print("\nSaving neural network")
        self.exporter.saveNetwork(self.session, filename)

    def close(self):
        self.session.close()
