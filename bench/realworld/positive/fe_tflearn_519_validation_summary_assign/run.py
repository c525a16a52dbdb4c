import numpy as np
import tensorflow as tf

from trainer import Trainer


def batches(x, y, batch_size=64):
    def generate():
        order = np.random.permutation(len(x))
        for start in range(0, len(x), batch_size):
            idx = order[start:start + batch_size]
            yield {inputs: x[idx], targets: y[idx]}
    return generate


inputs = tf.placeholder(tf.float32, [None, 784], name="inputs")
targets = tf.placeholder(tf.int64, [None], name="targets")
logits = tf.layers.dense(tf.layers.dense(inputs, 128, activation=tf.nn.relu), 10)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=logits))
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), targets), tf.float32))
train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)

data = np.load("mnist.npz")
trainer = Trainer(train_op, loss, accuracy)
trainer.fit(batches(data["x_train"], data["y_train"]),
            {inputs: data["x_test"], targets: data["y_test"]},
            n_epoch=10, snapshot_step=100)
