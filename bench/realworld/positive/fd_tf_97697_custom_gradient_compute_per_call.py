# source: https://github.com/tensorflow/tensorflow/issues/97697
# symptom: memory leak: every traced graph that uses a @tf.custom_gradient function stays reachable from the global gradient registry, so calling a helper that defines and traces a new tf.function each time keeps every graph alive
# expect: TFM006 20
# expect: TFM001 20
# note: go() defines its tf.function inside its own body and calls it once, and the main block calls go() in a loop, so each call creates and traces a new function (each one pinned by the registry entry of the custom gradient)
import gc

import tensorflow as tf


@tf.custom_gradient
def scaled_double(x):
    def grad(upstream):
        return upstream * 0.1

    return x * 2, grad


def go(outer_val):
    @tf.function
    def compute(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = scaled_double(x)
        dy_dx = tape.gradient(y, x)
        return y, dy_dx

    return compute(outer_val)


if __name__ == "__main__":
    for step in range(1000):
        y, dy = go(tf.constant(float(step)))
        gc.collect()
        if step % 100 == 0:
            print(step, float(y), float(dy))
