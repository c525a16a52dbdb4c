# source: https://github.com/tensorflow/tensorflow/issues/29816
# symptom: none of the graph-growth kind: the graph is finalized before the while True loop, which only runs the existing output tensor
# note: the report's structure: model built inside graph.as_default(), graph.finalize(), then sess.run(model.output) in a polling loop (the RSS growth discussed there is not caused by new ops: finalize() would raise)
import os

import numpy as np
import psutil
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

graph = tf.Graph()
sess = tf.InteractiveSession(graph=graph)
with graph.as_default():
    inputs = tf.keras.Input((64, 64, 3))
    hidden = tf.keras.layers.Conv2D(8, 3, activation="relu")(inputs)
    model = tf.keras.Model(inputs, tf.keras.layers.GlobalAveragePooling2D()(hidden))
    sess.run(tf.global_variables_initializer())
graph.finalize()

img = np.ones((1, 64, 64, 3), dtype=np.float32)
while True:
    sess.run(model.output, feed_dict={model.input: img})
    print(psutil.Process(os.getpid()).memory_info().rss)
