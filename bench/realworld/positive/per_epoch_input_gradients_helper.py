# source: https://e-learn.cn/topic/4021299
# symptom: the answer's program, which computes input gradients after every epoch and appends them to a list, throws OOM with a deep network
# expect: TFM012 23
# note: the answer's variant of the same thread: a helper returns a gradient tensor of the whole training set, once per epoch
import numpy as np
import tensorflow as tf


def input_gradients(model, x, y, loss_fn):
    x = tf.convert_to_tensor(x)
    with tf.GradientTape() as tape:
        tape.watch(x)
        loss = loss_fn(y, model(x, training=False))
    return tape.gradient(loss, x)


def fit_and_track(model, x_train, y_train, epochs=100):
    loss_fn = tf.keras.losses.CategoricalCrossentropy()
    grads_per_epoch = []
    for epoch in range(epochs):
        model.fit(x_train, y_train, epochs=1, batch_size=32, verbose=0)
        grads = input_gradients(model, x_train, y_train, loss_fn)
        grads_per_epoch.append(grads)
    return np.array(grads_per_epoch)
