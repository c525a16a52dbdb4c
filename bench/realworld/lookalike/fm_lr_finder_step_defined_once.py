# source: https://github.com/ryancheunggit/tensorflow2_model_zoo/blob/HEAD/mnist_mlp_function.py
# note: look-alike: find_lr() defines its tf.function train_step inside the function body, but find_lr runs once per invocation of the script (from the command line), so the step is created and traced once; the batches are tensors from a dataset
import argparse

import tensorflow as tf
from tensorflow import keras

from lr_finder import LRFinder

BATCH_SIZE = 128


def mlp():
    return keras.Sequential([keras.layers.Dense(256, activation="relu", input_shape=(784,)),
                             keras.layers.Dense(10, activation="softmax")])


def find_lr(verbose=0):
    model = mlp()
    criterion = keras.losses.SparseCategoricalCrossentropy()
    optimizer = keras.optimizers.Adam(learning_rate=1e-7)
    (x_train, y_train), _ = keras.datasets.mnist.load_data()
    x_train = x_train.reshape(60000, 784).astype("float32") / 255.0
    batches = tf.data.Dataset.from_tensor_slices((x_train, y_train)).batch(BATCH_SIZE)

    @tf.function
    def train_step(x_batch, y_batch):
        with tf.GradientTape() as tape:
            loss = criterion(y_batch, model(x_batch, training=True))
        optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
        return loss

    finder = LRFinder(start_lr=1e-7, max_lr=1e-1)
    for x_batch, y_batch in batches:
        loss = train_step(x_batch, y_batch)
        optimizer.learning_rate.assign(finder.step(loss.numpy()))
        if finder.done:
            break
    finder.plot_lr("plots/mnist_lr_finder.png")
    if verbose:
        print(finder.history)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--verbose", type=int, default=0)
    find_lr(parser.parse_args().verbose)
