# source: https://github.com/tensorflow/tensorflow/issues/26812
# symptom: a function that works eagerly fails once decorated: ValueError: tf.function-decorated function tried to create variables on non-first call
# expect: TFM002 12
# note: the report's shape kept: a decorated function that computes a matrix product and adds a tf.Variable it creates in its own body; here it is a feature-scaling helper of a small preprocessing module
import tensorflow as tf

PROJECTION = tf.constant([[10.0, 10.0], [11.0, 1.0]])


@tf.function
def project_features(features):
    offset = tf.Variable(12.0)
    return tf.matmul(features, PROJECTION) + offset


def project_all(batches):
    return [project_features(b) for b in batches]


if __name__ == "__main__":
    print(project_all([tf.eye(2), tf.ones((3, 2))]))
