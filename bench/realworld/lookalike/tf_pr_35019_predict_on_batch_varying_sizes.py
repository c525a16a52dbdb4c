# source: https://github.com/tensorflow/tensorflow/pull/35019
# note: after the PR, Keras' *_on_batch functions relax shapes, so predict_on_batch over growing batch sizes does not retrace per size; the loop is the issue's repro
import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=[1])])
model.compile(optimizer=tf.optimizers.Adam(), loss=tf.losses.MeanSquaredError())

outputs = []
for i in range(1, 300):
    outputs.append(model.predict_on_batch(np.ones([i, 1])))
print(len(outputs))
