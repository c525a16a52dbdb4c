# source: https://keras.io/guides/making_new_layers_and_models_via_subclassing/
# symptom: none: the weights are created lazily in build(), which Keras runs once on the first call, not on every traced call
# note: the official subclassing guide's Linear layer with deferred weight creation, used in a model trained with fit()
import tensorflow as tf
from tensorflow import keras


class Linear(keras.layers.Layer):
    def __init__(self, units=32):
        super().__init__()
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="random_normal", trainable=True)
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", trainable=True)

    def call(self, inputs):
        return tf.matmul(inputs, self.w) + self.b


(x_train, y_train), _ = keras.datasets.mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
model = keras.Sequential([Linear(64), keras.layers.ReLU(), Linear(10)])
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(x_train, y_train, epochs=5, batch_size=128)
