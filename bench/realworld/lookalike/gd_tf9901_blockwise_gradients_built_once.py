# source: https://github.com/tensorflow/tensorflow/issues/9901
# symptom: memory-saving gradients: tf.gradients is called many times on parts of the model, which is slow to build but happens once
# note: all tf.gradients calls happen in a loop over blocks while the graph is constructed, before any session exists; the training loop only runs the finished train_op
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

N_BLOCKS = 8
WIDTH = 512


def build(x, y):
    activations = [x]
    h = x
    for i in range(N_BLOCKS):
        h = tf.layers.dense(h, WIDTH, activation=tf.nn.relu, name="block%d" % i)
        activations.append(tf.stop_gradient(h) if i % 2 else h)
    logits = tf.layers.dense(h, 10, name="head")
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    return activations, loss


def blockwise_gradients(loss, activations):
    grads_and_vars = []
    upstream = tf.gradients(loss, activations[-1])[0]
    for i in reversed(range(N_BLOCKS)):
        scope_vars = tf.trainable_variables("block%d" % i)
        block_grads = tf.gradients(activations[i + 1], scope_vars + [activations[i]],
                                   grad_ys=upstream)
        grads_and_vars += list(zip(block_grads[:-1], scope_vars))
        upstream = block_grads[-1]
    head_vars = tf.trainable_variables("head")
    grads_and_vars += list(zip(tf.gradients(loss, head_vars), head_vars))
    return grads_and_vars


x_ph = tf.placeholder(tf.float32, [None, 784])
y_ph = tf.placeholder(tf.int64, [None])
acts, loss_op = build(x_ph, y_ph)
train_op = tf.train.AdamOptimizer(1e-3).apply_gradients(blockwise_gradients(loss_op, acts))
init_op = tf.global_variables_initializer()
tf.get_default_graph().finalize()

data = np.load("mnist_train.npz")
x_train, y_train = data["x"].reshape(-1, 784) / 255.0, data["y"]
with tf.Session() as sess:
    sess.run(init_op)
    for step in range(5000):
        idx = np.random.randint(0, len(x_train), 128)
        _, l = sess.run([train_op, loss_op], feed_dict={x_ph: x_train[idx], y_ph: y_train[idx]})
        if step % 500 == 0:
            print(step, l)
