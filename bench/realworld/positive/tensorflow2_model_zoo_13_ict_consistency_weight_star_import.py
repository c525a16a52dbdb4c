# source: https://github.com/ryancheunggit/tensorflow2_model_zoo/issues/13
# symptom: tf.function retracing warning: the interpolation-consistency weight w, a Python float derived from the epoch, is passed to train_step
# expect: TFM007 49
# note: star import of the Keras layers; the ramp-up weight changes every epoch and reaches the tf.function as a Python number
import math

import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import *

(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
x_train = x_train.astype("float32") / 255.0
labeled = tf.data.Dataset.from_tensor_slices((x_train[:4000], y_train[:4000, 0])).shuffle(4000).batch(64)
unlabeled = tf.data.Dataset.from_tensor_slices(x_train[4000:]).shuffle(10000).batch(64)

inputs = Input((32, 32, 3))
h = Conv2D(64, 3, padding="same", activation="relu")(inputs)
h = MaxPooling2D()(h)
h = Conv2D(128, 3, padding="same", activation="relu")(h)
h = GlobalAveragePooling2D()(h)
student = tf.keras.Model(inputs, Dense(10)(h))
teacher = tf.keras.models.clone_model(student)
optimizer = tf.keras.optimizers.Adam(1e-3)
xent = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


def sigmoid_rampup(epoch, length=80):
    t = np.clip(epoch / length, 0.0, 1.0)
    return float(math.exp(-5.0 * (1.0 - t) ** 2))


@tf.function
def train_step(x_l, y_l, x_u, w):
    lam = tf.random.uniform([], 0.0, 1.0)
    x_mix = lam * x_u + (1.0 - lam) * tf.reverse(x_u, [0])
    t_mix = lam * tf.nn.softmax(teacher(x_u)) + (1.0 - lam) * tf.nn.softmax(teacher(tf.reverse(x_u, [0])))
    with tf.GradientTape() as tape:
        sup = xent(y_l, student(x_l, training=True))
        cons = tf.reduce_mean(tf.square(tf.nn.softmax(student(x_mix, training=True)) - t_mix))
        loss = sup + w * cons
    grads = tape.gradient(loss, student.trainable_variables)
    optimizer.apply_gradients(zip(grads, student.trainable_variables))
    return loss


for epoch in range(200):
    w = 100.0 * sigmoid_rampup(epoch)
    for (x_l, y_l), x_u in zip(labeled, unlabeled):
        loss = train_step(x_l, y_l, x_u, w)
    for t_var, s_var in zip(teacher.variables, student.variables):
        t_var.assign(0.999 * t_var + 0.001 * s_var)
    print(epoch, float(loss))
