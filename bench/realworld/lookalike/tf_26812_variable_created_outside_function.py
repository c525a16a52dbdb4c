# source: https://github.com/tensorflow/tensorflow/issues/26812
# source: https://github.com/tensorflow/tensorflow/issues/51453
# symptom: none: the variable is created once, outside the tf.function, and captured by it
# note: the fix given in TensorFlow's own error message quoted in #51453: create the variable outside the function and update it with assign
import tensorflow as tf

PROJECTION = tf.constant([[10.0, 10.0], [11.0, 1.0]])
offset = tf.Variable(12.0)


@tf.function
def project_features(features):
    return tf.matmul(features, PROJECTION) + offset


for step in range(3):
    print(project_features(tf.eye(2)))
    offset.assign_add(1.0)
