import numpy as np
import tensorflow as tf

import do_validate


def run(FLAGS, sess, net, saver, data_train, data_test):
    tf.summary.scalar("loss", net.loss)
    tf.summary.scalar("acc", net.acc)
    summary_op = tf.summary.merge_all()
    summary_writer = tf.summary.FileWriter("./log/", sess.graph)
    ph_image, ph_label = net.placeholders()
    train_op = tf.train.GradientDescentOptimizer(0.05).minimize(net.loss)
    sess.run(tf.global_variables_initializer())

    prev_epoch = data_train.epoch
    while data_train.epoch < FLAGS.epoches:
        image, label = data_train.next_batch()
        feed_dict = {ph_image: image.astype(np.float32) / 255.0,
                     ph_label: label.astype(np.int32)}
        _, acc_val, summary_str = sess.run([train_op, net.acc, summary_op], feed_dict=feed_dict)
        if data_train.iteration % 100 == 0:
            print("Train: %3.3f" % acc_val)
            summary_writer.add_summary(summary_str, data_train.iteration)
        if prev_epoch != data_train.epoch:
            do_validate.run(sess, net, data_test)
            saver.save(sess, "./log/model.ckpt", data_train.iteration)
        prev_epoch = data_train.epoch
