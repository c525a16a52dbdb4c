# source: https://github.com/wbhu/DnCNN-tensorflow/issues/19
# symptom: training becomes slower and slower; add_noise() creates a new truncated_normal tensor every time it is called inside the training loops, so the graph keeps growing
# expect: TFM010 20
# note: my own denoiser trainer in the repository's TF1 shape; the fix from the thread builds the noise op once outside the loops and feeds it, or adds the noise inside the graph
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


class Denoiser:
    def __init__(self, sess, sigma=25):
        self.sess = sess
        self.sigma = sigma
        self.clean = tf.placeholder(tf.float32, [None, 40, 40, 1])
        self.noisy = tf.placeholder(tf.float32, [None, 40, 40, 1])
        self._build()

    def add_noise(self, data):
        noise = self.sigma / 255.0 * self.sess.run(tf.truncated_normal(data.shape))
        return data + noise

    def _build(self):
        x = self.noisy
        for i in range(8):
            x = tf.layers.conv2d(x, 64, 3, padding="same", activation=tf.nn.relu, name="conv%d" % i)
        residual = tf.layers.conv2d(x, 1, 3, padding="same", name="out")
        self.output = self.noisy - residual
        self.loss = tf.reduce_mean(tf.square(self.output - self.clean))
        self.train_op = tf.train.AdamOptimizer(1e-3).minimize(self.loss)

    def train(self, patches, epochs=50, batch_size=128):
        self.sess.run(tf.global_variables_initializer())
        for epoch in range(epochs):
            np.random.shuffle(patches)
            for start in range(0, len(patches), batch_size):
                clean = patches[start:start + batch_size]
                noisy = self.add_noise(clean)
                _, loss = self.sess.run([self.train_op, self.loss], {self.clean: clean, self.noisy: noisy})
            print(epoch, loss)


with tf.Session() as sess:
    Denoiser(sess).train(np.load("patches.npy"))
