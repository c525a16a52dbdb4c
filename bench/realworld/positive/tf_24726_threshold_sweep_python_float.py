# source: https://github.com/tensorflow/tensorflow/issues/24726
# symptom: a tf.function called with a Python scalar that changes on every call creates a new concrete function for each value; the reporter's sweep kept growing memory and compile time
# expect: TFM007 27
# note: the report's point is that every changing Python number at a function-call boundary is a new trace; here a precision/recall sweep over thresholds calls the scoring tf.function with the threshold as a Python float
import numpy as np
import tensorflow as tf


@tf.function
def precision_recall(scores, labels, threshold):
    predicted = scores >= threshold
    labels = tf.cast(labels, tf.bool)
    tp = tf.reduce_sum(tf.cast(predicted & labels, tf.float32))
    precision = tp / tf.maximum(tf.reduce_sum(tf.cast(predicted, tf.float32)), 1.0)
    recall = tp / tf.maximum(tf.reduce_sum(tf.cast(labels, tf.float32)), 1.0)
    return precision, recall


class ThresholdSweep:
    def __init__(self, num_points=200):
        self.num_points = num_points

    def run(self, scores, labels):
        curve = []
        for k in range(self.num_points):
            threshold = k / self.num_points
            precision, recall = precision_recall(scores, labels, threshold)
            curve.append((threshold, float(precision), float(recall)))
        return curve


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    labels = tf.constant(rng.integers(0, 2, 10_000))
    scores = tf.constant(np.clip(labels.numpy() * 0.3 + rng.random(10_000) * 0.7, 0, 1), tf.float32)
    print(ThresholdSweep().run(scores, labels)[:3])
