import pprint

import tensorflow as tf

from data import read_data, read_vocab
from memnet import MemN2N

flags = tf.app.flags
flags.DEFINE_integer("edim", 300, "internal state dimension")
flags.DEFINE_integer("mem_size", 78, "memory size")
flags.DEFINE_integer("batch_size", 128, "batch size")
flags.DEFINE_integer("nepoch", 100, "number of epochs")
flags.DEFINE_float("init_std", 0.01, "weight initialization std")
flags.DEFINE_string("train_data", "data/Restaurants_Train_v2.xml", "train file")
flags.DEFINE_string("save_path", "ckpt/memnet", "where to save the model")
FLAGS = flags.FLAGS


def main(_):
    vocab = read_vocab(FLAGS.train_data)
    FLAGS.nwords, FLAGS.pad_idx = len(vocab), vocab["<pad>"]
    train_data = read_data(FLAGS.train_data, vocab)
    pprint.PrettyPrinter().pprint(FLAGS.flag_values_dict())
    with tf.Session() as sess:
        model = MemN2N(FLAGS, sess)
        model.build_model()
        sess.run(tf.global_variables_initializer())
        saver = tf.train.Saver()
        for epoch in range(FLAGS.nepoch):
            loss = model.train(train_data)
            print("epoch %d train-loss=%.4f" % (epoch, loss))
        saver.save(sess, FLAGS.save_path)


if __name__ == "__main__":
    tf.app.run()
