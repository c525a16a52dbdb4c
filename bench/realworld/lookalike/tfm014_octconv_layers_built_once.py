# source: https://github.com/koshian2/OctConv-TFKeras/issues/16
# symptom: none: the convolutions are created once in __init__; call() only applies them and the variable-free pooling, upsampling and concatenation layers
# note: the fix the thread points to (create the layers outside call); the pooling/upsampling layers built per call own no variables (measured: no error in a tf.function, flat RSS)
import tensorflow as tf
from tensorflow.keras import layers


class OctaveConv(layers.Layer):
    def __init__(self, filters, alpha=0.25, kernel_size=3, **kwargs):
        super().__init__(**kwargs)
        low_filters = int(filters * alpha)
        self.high_conv = layers.Conv2D(filters - low_filters, kernel_size, padding="same")
        self.low_conv = layers.Conv2D(low_filters, kernel_size, padding="same")

    def call(self, inputs):
        high, low = inputs
        pooled = layers.AveragePooling2D(2)(high)
        upsampled = layers.UpSampling2D(2)(low)
        high_out = self.high_conv(layers.Concatenate()([high, upsampled]))
        low_out = self.low_conv(layers.Concatenate()([low, pooled]))
        return high_out, low_out


high_in = layers.Input((32, 32, 16))
low_in = layers.Input((16, 16, 16))
high, low = OctaveConv(64)([high_in, low_in])
merged = layers.Concatenate()([layers.GlobalAveragePooling2D()(high), layers.GlobalAveragePooling2D()(low)])
model = tf.keras.Model([high_in, low_in], layers.Dense(10, activation="softmax")(merged))
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(tf.data.Dataset.load("octave_train"), epochs=20)
