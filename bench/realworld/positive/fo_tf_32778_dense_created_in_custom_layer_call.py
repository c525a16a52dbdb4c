# source: https://github.com/tensorflow/tensorflow/issues/32778
# symptom: a custom layer that contains a Keras layer reports an incorrect number of weights, so the inner layer's weights are missing from the model and are not trained or saved
# expect: TFM014 20
# expect: TFM014 21
# note: the custom gated block instantiates its Dense and BatchNormalization layers inside call(), so a fresh pair of layers with fresh weights is created every time the block is called instead of once in __init__/build; the fixed form (layers created in __init__) is the look-alike fo_keras_20004_sublayers_created_in_init
import numpy as np
import tensorflow as tf


class GatedResidual(tf.keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.gate_bias = self.add_weight("gate_bias", shape=(self.units,), initializer="zeros")
        super().build(input_shape)

    def call(self, inputs, training=None):
        hidden = tf.keras.layers.Dense(self.units, activation="relu")(inputs)
        hidden = tf.keras.layers.BatchNormalization()(hidden, training=training)
        gate = tf.sigmoid(hidden + self.gate_bias)
        return inputs * (1.0 - gate) + hidden * gate


inputs = tf.keras.Input(shape=(64,))
x = GatedResidual(64)(inputs)
x = GatedResidual(64)(x)
outputs = tf.keras.layers.Dense(1, activation="sigmoid")(x)
model = tf.keras.Model(inputs, outputs)
model.summary()
print("trainable weights:", len(model.trainable_weights))

x_train = np.random.rand(4096, 64).astype("float32")
y_train = (x_train.sum(axis=1) > 32).astype("float32")
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=10, batch_size=64)
