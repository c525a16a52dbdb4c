# source: https://github.com/koshian2/OctConv-TFKeras/issues/16
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call (works only with run_functions_eagerly, where every call makes fresh, untrained convolution weights)
# expect: TFM014 22
# expect: TFM014 23
# note: the diagnosis in the thread: the octave convolution's layers are created in call() instead of __init__/build
import tensorflow as tf
from tensorflow.keras import layers


class OctaveConv(layers.Layer):
    def __init__(self, filters, alpha=0.25, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        self.low_filters = int(filters * alpha)
        self.high_filters = filters - self.low_filters
        self.kernel_size = kernel_size

    def call(self, inputs):
        high, low = inputs
        pooled = layers.AveragePooling2D(2)(high)
        upsampled = layers.UpSampling2D(2)(low)
        mixed_high = tf.concat([high, upsampled], axis=-1)
        high_out = layers.Conv2D(self.high_filters, self.kernel_size, padding="same")(mixed_high)
        low_out = layers.Conv2D(self.low_filters, self.kernel_size, padding="same")(tf.concat([low, pooled], axis=-1))
        return high_out, low_out


high_in = layers.Input((32, 32, 16))
low_in = layers.Input((16, 16, 16))
high, low = OctaveConv(64)([high_in, low_in])
merged = layers.Concatenate()([layers.GlobalAveragePooling2D()(high), layers.GlobalAveragePooling2D()(low)])
model = tf.keras.Model([high_in, low_in], layers.Dense(10, activation="softmax")(merged))
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(tf.data.Dataset.load("octave_train"), epochs=20)
