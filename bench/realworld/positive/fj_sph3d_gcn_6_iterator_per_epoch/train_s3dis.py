import glob

import tensorflow as tf

import data_io
import model as net

BATCH_SIZE = 16
MAX_EPOCH = 100
trainlist = sorted(glob.glob("data/s3dis/train/*.tfrecord"))
testlist = sorted(glob.glob("data/s3dis/test/*.tfrecord"))


def train_one_epoch(sess, ops, next_element):
    while True:
        try:
            points, labels = sess.run(next_element)
        except tf.errors.OutOfRangeError:
            break
        sess.run(ops["train_op"], feed_dict={ops["points"]: points, ops["labels"]: labels, ops["is_training"]: True})


def eval_one_epoch(sess, ops, next_element):
    losses = []
    while True:
        try:
            points, labels = sess.run(next_element)
        except tf.errors.OutOfRangeError:
            break
        losses.append(sess.run(ops["loss"], feed_dict={ops["points"]: points, ops["labels"]: labels, ops["is_training"]: False}))
    return sum(losses) / max(1, len(losses))


def main():
    ops = net.build_graph(BATCH_SIZE, data_io.NUM_POINT)
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for epoch in range(MAX_EPOCH):
            trainset = data_io.input_fn(trainlist, BATCH_SIZE, 10000)
            train_iterator = trainset.make_initializable_iterator()
            next_train_element = train_iterator.get_next()
            sess.run(train_iterator.initializer)
            train_one_epoch(sess, ops, next_train_element)

            testset = data_io.input_fn(testlist, BATCH_SIZE, 10000)
            test_iterator = testset.make_initializable_iterator()
            next_test_element = test_iterator.get_next()
            sess.run(test_iterator.initializer)
            print("epoch", epoch, "eval loss", eval_one_epoch(sess, ops, next_test_element))
            saver.save(sess, "log/model.ckpt", global_step=epoch)


if __name__ == "__main__":
    main()
