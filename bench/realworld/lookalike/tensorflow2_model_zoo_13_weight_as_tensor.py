# source: https://github.com/ryancheunggit/tensorflow2_model_zoo/issues/13
# symptom: retracing warning from the consistency weight passed as a Python float
# note: the fix: the ramp-up weight is converted to a tensor before it reaches the tf.function, so one trace serves every epoch
import math

import tensorflow as tf

student = tf.keras.Sequential([tf.keras.Input((32,)), tf.keras.layers.Dense(10)])
optimizer = tf.keras.optimizers.Adam(1e-3)


@tf.function
def train_step(x, w):
    with tf.GradientTape() as tape:
        loss = w * tf.reduce_mean(tf.square(student(x)))
    grads = tape.gradient(loss, student.trainable_variables)
    optimizer.apply_gradients(zip(grads, student.trainable_variables))
    return loss


for epoch in range(100):
    w = tf.constant(100.0 * math.exp(-5.0 * (1.0 - min(epoch / 80, 1.0)) ** 2), tf.float32)
    for _ in range(10):
        train_step(tf.random.normal([64, 32]), w)
