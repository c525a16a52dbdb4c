# source: https://github.com/tensorflow/tensorflow/issues/30534
# symptom: a VGG-based perceptual loss given to model.compile fails in TF 2.0; decorating it with tf.function helps only until the VGG model is loaded inside the loss function
# expect: TFM014 19
# note: the loss function builds the pretrained VGG19 and a feature-extractor Model on every call/trace, and is passed to compile()
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras.applications.vgg19 import preprocess_input
from tensorflow.keras.layers import Conv2D

inputs = keras.Input(shape=(32, 32, 3))
x = Conv2D(16, 3, padding="same", activation="relu")(inputs)
x = Conv2D(16, 3, padding="same", activation="relu")(x)
denoiser = keras.Model(inputs, Conv2D(3, 3, padding="same", activation="relu")(x))


@tf.function
def perceptual_loss(y_true, y_pred):
    vgg = tf.keras.applications.VGG19(include_top=False, weights="imagenet", input_shape=(32, 32, 3))
    vgg.trainable = False
    features = keras.Model(vgg.input, vgg.get_layer("block5_conv2").output)
    f_true = features(preprocess_input(y_true * 255.0))
    f_pred = features(preprocess_input(y_pred * 255.0))
    return tf.reduce_mean(tf.square(f_true - f_pred))


(x_train, _), _ = keras.datasets.cifar10.load_data()
clean = x_train[:2048].astype("float32") / 255.0
noisy = clean + 0.1 * np.random.randn(*clean.shape).astype("float32")
denoiser.compile(optimizer="adam", loss=perceptual_loss)
denoiser.fit(noisy, clean, batch_size=128, epochs=2)
