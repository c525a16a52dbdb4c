"""Small MNIST classifier trained with Beholder watching the first layers."""
import numpy as np
import tensorflow as tf

from beholder import Beholder

tf1 = tf.compat.v1
tf1.disable_eager_execution()

LOGDIR = "/tmp/beholder-demo"
STEPS = 20000


def build_graph():
    x = tf1.placeholder(tf.float32, [None, 784], name="x")
    y = tf1.placeholder(tf.int64, [None], name="y")
    h1 = tf1.layers.dense(x, 256, activation=tf.nn.relu, name="fc1")
    h2 = tf1.layers.dense(h1, 128, activation=tf.nn.relu, name="fc2")
    logits = tf1.layers.dense(h2, 10, name="logits")
    loss = tf1.losses.sparse_softmax_cross_entropy(y, logits)
    train_op = tf1.train.AdamOptimizer(1e-3).minimize(loss)
    return x, y, h1, h2, loss, train_op


def batches(images, labels, size):
    while True:
        idx = np.random.randint(0, len(images), size)
        yield images[idx], labels[idx]


def main():
    (train_x, train_y), _ = tf.keras.datasets.mnist.load_data()
    train_x = train_x.reshape(-1, 784).astype(np.float32) / 255.0
    x, y, h1, h2, loss, train_op = build_graph()
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        visualizer = Beholder(sess, LOGDIR)
        feed_iter = batches(train_x, train_y.astype(np.int64), 128)
        for step in range(STEPS):
            bx, by = next(feed_iter)
            _, loss_val, a1, a2 = sess.run([train_op, loss, h1, h2], {x: bx, y: by})
            visualizer.update([a1, a2], step)
            if step % 500 == 0:
                print("step %d loss %.4f" % (step, loss_val))


if __name__ == "__main__":
    main()
