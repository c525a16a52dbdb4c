# source: https://github.com/aligirayhanozbay/poisson_CNN/issues/2
# symptom: retracing reported by a static checker for a Python axis index passed to a tf.function in a loop
# note: the loop over axes runs inside a loss that Keras traces once per fit; each axis traces the helper once, a bounded number of traces
import tensorflow as tf


@tf.function
def find_neighbouring_indices_along_axis(coords, axis):
    shifted = tf.roll(coords, shift=1, axis=axis)
    return tf.abs(coords - shifted)


def integral_loss(y_true, y_pred):
    diff = y_pred - y_true
    total = tf.reduce_mean(tf.square(diff))
    for k in range(2):
        total += 0.1 * tf.reduce_mean(find_neighbouring_indices_along_axis(diff, k + 1))
    return total


model = tf.keras.Sequential([tf.keras.Input((64, 64, 1)), tf.keras.layers.Conv2D(1, 3, padding="same")])
model.compile(optimizer="adam", loss=integral_loss)
model.fit(tf.random.normal([32, 64, 64, 1]), tf.random.normal([32, 64, 64, 1]), epochs=2, verbose=0)
