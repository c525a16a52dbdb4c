import numpy as np
import tensorflow as tf
from tensorflow.keras.datasets import cifar10
from tensorflow.keras.preprocessing.image import ImageDataGenerator

import models


def run_experiment(cfg, seed):
    np.random.seed(seed)
    (x_train, y_train), (x_test, y_test) = cifar10.load_data()
    model = models.make_model(cfg)
    gen = ImageDataGenerator(width_shift_range=0.1, height_shift_range=0.1, horizontal_flip=True)
    y_train = tf.keras.utils.to_categorical(y_train, 10)
    y_test = tf.keras.utils.to_categorical(y_test, 10)
    model.fit(gen.flow(x_train / 255.0, y_train, batch_size=cfg["batch_size"]), epochs=cfg["epochs"], verbose=2)
    return model.evaluate(x_test / 255.0, y_test, verbose=0)[1]
