import argparse

import tensorflow as tf

import do_train
from data_reader import DataReader
from network import Net


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch_size", type=int, default=16)
    parser.add_argument("--epoches", type=int, default=30)
    FLAGS = parser.parse_args()

    data_train = DataReader("data/train", FLAGS.batch_size, shuffle=True)
    data_test = DataReader("data/test", FLAGS.batch_size, shuffle=False)
    net = Net(FLAGS)
    saver = tf.train.Saver()
    sess = tf.Session()
    do_train.run(FLAGS, sess, net, saver, data_train, data_test)
    sess.close()


if __name__ == "__main__":
    main()
