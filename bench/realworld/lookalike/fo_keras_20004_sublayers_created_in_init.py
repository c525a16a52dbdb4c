# source: https://github.com/keras-team/keras/issues/20004
# note: the composition layer suggested in the thread: the inner Dense layers are created once in __init__ and only called in call(), so their weights are tracked, trained and saved; the same gated block as the positive fo_tf_32778_dense_created_in_custom_layer_call, written the correct way
import numpy as np
import tensorflow as tf
from tensorflow import keras


class GatedResidual(keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.fc = keras.layers.Dense(units, activation="relu", name="fc")
        self.norm = keras.layers.BatchNormalization(name="norm")

    def build(self, input_shape):
        self.gate_bias = self.add_weight(name="gate_bias", shape=(self.units,), initializer="zeros")
        super().build(input_shape)

    def call(self, inputs, training=None):
        hidden = self.norm(self.fc(inputs), training=training)
        gate = tf.sigmoid(hidden + self.gate_bias)
        return inputs * (1.0 - gate) + hidden * gate

    def compute_output_shape(self, input_shape):
        return input_shape


inputs = keras.Input(shape=(64,))
x = GatedResidual(64)(inputs)
x = GatedResidual(64)(x)
model = keras.Model(inputs, keras.layers.Dense(1, activation="sigmoid")(x))
print("trainable weights:", len(model.trainable_weights))

x_train = np.random.rand(4096, 64).astype("float32")
y_train = (x_train.sum(axis=1) > 32).astype("float32")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=10, batch_size=64)
