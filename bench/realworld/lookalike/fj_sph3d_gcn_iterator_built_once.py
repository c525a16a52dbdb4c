# source: https://github.com/EnyaHermite/SPH3D-GCN/issues/6
# note: the fix posted in the thread: build the datasets, the initializable iterators, their initializer ops and get_next() once before the training loop, and only run the initializers inside the epoch loop (the data is still reshuffled every epoch)
import glob

import tensorflow as tf

import data_io
import model as net

BATCH_SIZE = 16
MAX_EPOCH = 100


def run_epoch(sess, ops, next_element, train):
    while True:
        try:
            points, labels = sess.run(next_element)
        except tf.errors.OutOfRangeError:
            break
        fetch = ops["train_op"] if train else ops["loss"]
        sess.run(fetch, feed_dict={ops["points"]: points, ops["labels"]: labels, ops["is_training"]: train})


def main():
    ops = net.build_graph(BATCH_SIZE, data_io.NUM_POINT)
    trainset = data_io.input_fn(sorted(glob.glob("data/s3dis/train/*.tfrecord")), BATCH_SIZE, 10000)
    train_iterator = trainset.make_initializable_iterator()
    init_train_iterator = train_iterator.make_initializer(trainset)
    next_train_element = train_iterator.get_next()
    testset = data_io.input_fn(sorted(glob.glob("data/s3dis/test/*.tfrecord")), BATCH_SIZE, 10000)
    test_iterator = testset.make_initializable_iterator()
    init_test_iterator = test_iterator.make_initializer(testset)
    next_test_element = test_iterator.get_next()
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.graph.finalize()
        for epoch in range(MAX_EPOCH):
            sess.run(init_train_iterator)
            run_epoch(sess, ops, next_train_element, True)
            sess.run(init_test_iterator)
            run_epoch(sess, ops, next_test_element, False)
            saver.save(sess, "log/model.ckpt", global_step=epoch)


if __name__ == "__main__":
    main()
