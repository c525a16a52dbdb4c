import time

import tensorflow as tf

from summary import summarize_progress

tf.compat.v1.disable_eager_execution()


def train_model(td, summary_period=200, max_minutes=600):
    start = time.time()
    batch = 0
    done = False
    while not done:
        batch += 1
        feed = {td.learning_rate: td.lr}
        _, _, gene_loss, disc_loss = td.sess.run(
            [td.gene_minimize, td.disc_minimize, td.gene_loss, td.disc_real_loss], feed_dict=feed)
        if batch % 10 == 0:
            elapsed = (time.time() - start) / 60.0
            print("batch %d gene %.3f disc %.3f" % (batch, gene_loss, disc_loss))
            done = elapsed >= max_minutes
        if batch % summary_period == 0:
            feature, label, output = td.sess.run([td.test_features, td.test_labels, td.gene_moutput])
            summarize_progress(td.sess, feature, label, output, batch, td.train_dir)
