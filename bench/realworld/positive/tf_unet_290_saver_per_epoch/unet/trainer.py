import os

import tensorflow.compat.v1 as tf


class Trainer:
    def __init__(self, net, batch_size=1, learning_rate=0.2):
        self.net = net
        self.batch_size = batch_size
        self.optimizer = tf.train.AdamOptimizer(learning_rate).minimize(net.cost)

    def train(self, data_provider, output_path, training_iters=10, epochs=100):
        os.makedirs(output_path, exist_ok=True)
        save_path = os.path.join(output_path, "model.ckpt")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for epoch in range(epochs):
                total = 0.0
                for _ in range(training_iters):
                    x, y = data_provider(self.batch_size)
                    _, loss = sess.run([self.optimizer, self.net.cost], feed_dict={self.net.x: x, self.net.y: y})
                    total += loss
                print("epoch", epoch, "average loss", total / training_iters)
                save_path = self.net.save(sess, save_path)
        return save_path
