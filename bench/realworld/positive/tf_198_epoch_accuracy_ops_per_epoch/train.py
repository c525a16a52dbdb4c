import time

import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

from logreg import LogReg

training_epochs = 50
batch_size = 100

mnist = input_data.read_data_sets("/tmp/data/", one_hot=True)
model = LogReg()

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(training_epochs):
        start = time.time()
        avg_cost = 0.0
        total_batch = int(mnist.train.num_examples / batch_size)
        for _ in range(total_batch):
            batch_xs, batch_ys = mnist.train.next_batch(batch_size)
            avg_cost += model.train_batch(sess, batch_xs, batch_ys) / total_batch
        acc = model.accuracy(sess, mnist.test.images, mnist.test.labels)
        print("Epoch: %04d cost= %.9f acc= %.4f" % (epoch + 1, avg_cost, acc))
        print("time this epoch= %f" % (time.time() - start))
