# source: https://github.com/keras-team/keras/issues/20004
# note: the maintainer's answer in the thread: a custom layer that composes Dense layers creates them in __init__ (named fc1/fc2) and only calls them in call(), so their weights are tracked and pretrained weights load; nothing is constructed inside call(), and the model is built once and trained with fit
import numpy as np
from keras import layers, models


class MLPBlock(layers.Layer):
    def __init__(self, dim, expansion=4, **kwargs):
        super().__init__(**kwargs)
        self.dim = dim
        self.fc1 = layers.Dense(dim * expansion, activation="gelu", name="fc1")
        self.fc2 = layers.Dense(dim, name="fc2")
        self.norm = layers.LayerNormalization(epsilon=1e-6)

    def call(self, inputs):
        x = self.norm(inputs)
        x = self.fc1(x)
        x = self.fc2(x)
        return inputs + x

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "dim": self.dim}


inputs = layers.Input(shape=(None, 64), dtype="float32")
x = MLPBlock(64)(inputs)
x = MLPBlock(64)(x)
outputs = layers.Dense(10, activation="softmax")(layers.GlobalAveragePooling1D()(x))
model = models.Model(inputs, outputs)
print("number of weights:", len(model.weights))
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])

x_train = np.random.rand(2048, 16, 64).astype("float32")
y_train = np.random.randint(0, 10, size=(2048,))
model.fit(x_train, y_train, batch_size=64, epochs=3, validation_split=0.1)
model.save_weights("mlp_blocks.weights.h5")
