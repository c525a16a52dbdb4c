# source: https://github.com/brain-research/acai/issues/6
# symptom: question why add_summary_var calls tf.get_variable without reuse=True
# note: correct, as the maintainer answers: add_summary_var is called only once per metric while the graph is built; the training loop pushes new values with Variable.load, which feeds the existing initializer instead of adding ops
import numpy as np
import tensorflow as tf

from lib import data, utils


class AEBase(object):
    def __init__(self, train_data, test_data, train_dir, **kwargs):
        self.train_data, self.test_data = train_data, test_data
        self.train_dir = train_dir
        self.params = kwargs

    @staticmethod
    def add_summary_var(name):
        v = tf.get_variable(name, [], trainable=False, initializer=tf.initializers.zeros())
        tf.summary.scalar(name, v)
        return v

    def train(self, report_kimg=64, total_kimg=1 << 14):
        batch = self.params["batch"]
        with tf.Graph().as_default():
            data_in = self.train_data.make_one_shot_iterator().get_next()
            global_step = tf.train.get_or_create_global_step()
            self.latent_accuracy = self.add_summary_var("latent_accuracy")
            self.mean_smoothness = self.add_summary_var("mean_smoothness")
            self.mean_distance = self.add_summary_var("mean_distance")
            ops = self.model(**self.params)
            summary_hook = tf.train.SummarySaverHook(save_steps=1000, output_dir=self.train_dir,
                                                     summary_op=tf.summary.merge_all())
            with tf.train.MonitoredTrainingSession(checkpoint_dir=self.train_dir,
                                                   hooks=[summary_hook]) as sess:
                raw = sess._tf_sess()
                step = raw.run(global_step)
                while step < (total_kimg << 10):
                    x = raw.run(data_in)["x"]
                    sess.run(ops.train_op, feed_dict={ops.x: x})
                    step = raw.run(global_step)
                    if step % (report_kimg << 10) < batch:
                        acc, smooth, dist = self.eval_latent(raw, ops)
                        self.latent_accuracy.load(acc, raw)
                        self.mean_smoothness.load(smooth, raw)
                        self.mean_distance.load(dist, raw)

    def eval_latent(self, sess, ops):
        latents = np.concatenate([sess.run(ops.encode, {ops.x: x}) for x in self.test_data.batches()])
        return utils.linear_probe(latents, self.test_data.labels), 0.0, float(np.mean(np.abs(latents)))
