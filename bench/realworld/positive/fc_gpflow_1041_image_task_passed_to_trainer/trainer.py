import tensorflow.compat.v1 as tf


class Trainer:
    def __init__(self, loss, tasks=(), every=10, lr=0.01):
        self.loss = loss
        self.tasks = list(tasks)
        self.every = every
        self.train_op = tf.train.AdamOptimizer(lr).minimize(loss)

    def fit(self, sess, steps):
        sess.run(tf.global_variables_initializer())
        for step in range(steps):
            _, value = sess.run([self.train_op, self.loss])
            if step % self.every == 0:
                for task in self.tasks:
                    task.run(sess, step)
        return value
