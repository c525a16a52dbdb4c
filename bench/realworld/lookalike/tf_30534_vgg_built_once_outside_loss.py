# source: https://github.com/tensorflow/tensorflow/issues/30534
# symptom: none: the VGG19 feature extractor is built once at module level; the loss function only calls it
# note: the working variant from the thread: the loss model is created outside the (tf.function) loss and captured
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras.applications.vgg19 import preprocess_input
from tensorflow.keras.layers import Conv2D

vgg = tf.keras.applications.VGG19(include_top=False, weights="imagenet", input_shape=(32, 32, 3))
vgg.trainable = False
features = keras.Model(vgg.input, vgg.get_layer("block5_conv2").output)


@tf.function
def perceptual_loss(y_true, y_pred):
    return tf.reduce_mean(tf.square(features(preprocess_input(y_true * 255.0)) - features(preprocess_input(y_pred * 255.0))))


inputs = keras.Input(shape=(32, 32, 3))
x = Conv2D(16, 3, padding="same", activation="relu")(inputs)
denoiser = keras.Model(inputs, Conv2D(3, 3, padding="same", activation="relu")(x))
clean = np.random.rand(256, 32, 32, 3).astype("float32")
denoiser.compile(optimizer="adam", loss=perceptual_loss)
denoiser.fit(clean + 0.1 * np.random.randn(*clean.shape).astype("float32"), clean, epochs=1)
