# source: https://github.com/Trusted-AI/adversarial-robustness-toolbox/issues/70
# symptom: basic iterative method spends most of its time in predict: it is called at every iteration to check which samples are already adversarial ("predict is expensive and we should call it only if necessary")
# expect: TFM008 32
# expect: TFM008 40
# note: star-import snippet; model is a compiled Keras classifier built above; predict() runs inside the iteration loop of bim() and bim() runs per epsilon
from tensorflow.keras.layers import *
from tensorflow.keras.models import Sequential
import numpy as np
import tensorflow as tf

model = Sequential([
    Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),
    MaxPooling2D(),
    Flatten(),
    Dense(128, activation="relu"),
    Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.load_weights("mnist_cnn.h5")
loss_object = tf.keras.losses.SparseCategoricalCrossentropy()


def bim(x, y, eps, eps_step, max_iter=40):
    x_adv = tf.identity(x)
    for i in range(max_iter):
        with tf.GradientTape() as tape:
            tape.watch(x_adv)
            loss = loss_object(y, model(x_adv, training=False))
        x_adv = x_adv + eps_step * tf.sign(tape.gradient(loss, x_adv))
        x_adv = tf.clip_by_value(x_adv, x - eps, x + eps)
        x_adv = tf.clip_by_value(x_adv, 0.0, 1.0)
        preds = model.predict(x_adv)
        if np.all(np.argmax(preds, axis=1) != y):
            break
    return x_adv


for eps in [0.05, 0.1, 0.2, 0.3]:
    x_adv = bim(x_test[:1000], y_test[:1000], eps, eps / 10)
    acc = np.mean(np.argmax(model.predict(x_adv), axis=1) == y_test[:1000])
    print("eps=%.2f adversarial accuracy %.3f" % (eps, acc))
