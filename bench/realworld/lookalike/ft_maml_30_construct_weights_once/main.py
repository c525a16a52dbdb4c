import numpy as np
import tensorflow as tf

from data_generator import DataGenerator
from maml import MAML

FLAGS = tf.app.flags.FLAGS
tf.app.flags.DEFINE_integer("metatrain_iterations", 60000, "")
tf.app.flags.DEFINE_integer("meta_batch_size", 32, "")
tf.app.flags.DEFINE_integer("update_batch_size", 1, "")


def main(_):
    gen = DataGenerator(FLAGS.update_batch_size * 2, FLAGS.meta_batch_size)
    model = MAML(gen.dim_input, gen.dim_output)
    train_tensors = gen.make_data_tensor(train=True)
    val_tensors = gen.make_data_tensor(train=False)
    model.construct_model(train_tensors, prefix="metatrain_")
    model.construct_model(val_tensors, prefix="metaval_")
    saver = tf.train.Saver(tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES), max_to_keep=10)
    sess = tf.InteractiveSession()
    tf.global_variables_initializer().run()
    tf.train.start_queue_runners()
    for itr in range(FLAGS.metatrain_iterations):
        _, loss = sess.run([model.metatrain_op, model.total_loss])
        if itr % 500 == 0:
            val_loss = sess.run(model.metaval_total_loss)
            print("iter %d train %.4f val %.4f" % (itr, loss, val_loss))
        if itr % 5000 == 0:
            saver.save(sess, "logs/model%d" % itr)


if __name__ == "__main__":
    tf.app.run()
