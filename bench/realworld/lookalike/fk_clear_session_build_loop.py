# source: https://runebook.dev/ru/docs/tensorflow/keras/backend/clear_session
# note: correct: the documented pattern for creating many models in a loop: clear_session() at the start of every iteration frees Keras' global state before the next model is built; the loop only builds and inspects models, it does not train them
import tensorflow as tf


def count_params_for_widths(widths):
    counts = {}
    for width in widths:
        tf.keras.backend.clear_session()
        model = tf.keras.Sequential([tf.keras.layers.Dense(width, input_shape=(784,)) for _ in range(10)])
        counts[width] = model.count_params()
    return counts


if __name__ == "__main__":
    print(count_params_for_widths(range(10, 1010, 10)))
