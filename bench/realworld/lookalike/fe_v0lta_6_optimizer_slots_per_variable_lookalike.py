# source: https://github.com/v0lta/Complex-gated-recurrent-neural-networks/issues/6
# symptom: none at run time; the issue points out that init constants are "repeatedly created in the loop" of the custom optimizer; that loop runs over the model's variables while the graph is being built, once, and the training loop only runs the resulting train op
# note: look-alike: TF1 custom RMSProp-style optimizer that creates one slot variable and a few constant ops per model variable inside a Python loop at graph-construction time; no Session.run in that loop, and the session loop below builds no ops
import numpy as np
import tensorflow as tf


class ComplexRMSProp:
    def __init__(self, learning_rate=0.001, decay=0.9, epsilon=1e-10):
        self.lr = learning_rate
        self.decay = decay
        self.epsilon = epsilon

    def minimize(self, loss, var_list):
        grads = tf.gradients(loss, var_list)
        updates = []
        for var, grad in zip(var_list, grads):
            init_rms = tf.ones_like(var) * 0.01
            init_eps = tf.constant(self.epsilon, dtype=var.dtype)
            rms = tf.Variable(init_rms, trainable=False, name=var.op.name + "_rms")
            new_rms = self.decay * rms + (1 - self.decay) * tf.square(tf.abs(grad))
            step = self.lr * grad / (tf.sqrt(new_rms) + init_eps)
            updates.append(tf.group(rms.assign(new_rms), var.assign_sub(step)))
        return tf.group(*updates)


x = tf.placeholder(tf.float32, [None, 8])
w1 = tf.Variable(tf.random_normal([8, 16]) * 0.1)
w2 = tf.Variable(tf.random_normal([16, 1]) * 0.1)
loss = tf.reduce_mean(tf.square(tf.matmul(tf.nn.tanh(tf.matmul(x, w1)), w2)))
train_op = ComplexRMSProp().minimize(loss, [w1, w2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10000):
        value, _ = sess.run([loss, train_op], feed_dict={x: np.random.rand(32, 8)})
        if step % 1000 == 0:
            print(step, value)
