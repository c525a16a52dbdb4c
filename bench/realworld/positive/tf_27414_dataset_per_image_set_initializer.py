# source: https://github.com/tensorflow/tensorflow/issues/27414
# symptom: testing over many sets of large images, memory grows fast: every image set read in stays in memory although the iterator is re-initialised
# expect: TFM010 20
# note: the reinitialisable iterator and model are built once, but run_image_set() makes a constant, a dataset and an initializer op for every set and runs them in the same call
import glob

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


class Tester:
    def __init__(self, model_fn, sess):
        self.sess = sess
        self.iterator = tf.data.Iterator.from_structure(tf.float32, tf.TensorShape([1536, 1536, 2]))
        self.output = model_fn(tf.expand_dims(self.iterator.get_next(), 0))

    def run_image_set(self, images):
        dataset = tf.data.Dataset.from_tensor_slices(tf.constant(images))
        self.sess.run(self.iterator.make_initializer(dataset))
        return [self.sess.run(self.output) for _ in range(len(images))]


def test_all(model_fn, pattern="test_sets/*.npy"):
    with tf.Session() as sess:
        tester = Tester(model_fn, sess)
        tf.train.Saver().restore(sess, "checkpoints/model.ckpt")
        results = {}
        for path in sorted(glob.glob(pattern)):
            results[path] = tester.run_image_set(np.load(path))
        return results
