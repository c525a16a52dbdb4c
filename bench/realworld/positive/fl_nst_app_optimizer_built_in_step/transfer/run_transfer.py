import time

import tensorflow as tf

from .nst_model import StyleContentModel
from .training import train_step


def prepare(content_image, style_image, start_from="content"):
    if start_from == "noise":
        result = tf.Variable(tf.random.uniform(content_image.shape, dtype=tf.float32))
    else:
        result = tf.Variable(content_image)
    return result, StyleContentModel(content_image, style_image)


def train(result_image, nst, epochs=10, steps_per_epoch=100):
    start = time.time()
    step = 0
    for epoch in range(epochs):
        for _ in range(steps_per_epoch):
            step += 1
            loss = train_step(result_image, nst)
        print(f"epoch {epoch}: step {step}, loss {float(loss):.1f}")
    print(f"total time: {time.time() - start:.1f}s")
    return result_image
