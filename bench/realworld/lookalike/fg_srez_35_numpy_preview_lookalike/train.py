import tensorflow as tf

from summary import summarize_progress

tf.compat.v1.disable_eager_execution()


def train_model(td, summary_period=200, max_batches=200000):
    td.sess.graph.finalize()
    for batch in range(1, max_batches + 1):
        td.sess.run([td.gene_minimize, td.disc_minimize], feed_dict={td.learning_rate: td.lr})
        if batch % summary_period == 0:
            feature, label, output = td.sess.run([td.test_features, td.test_labels, td.gene_moutput])
            summarize_progress(feature, label, output, batch, td.train_dir)
