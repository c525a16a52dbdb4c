# source: https://github.com/philipperemy/keract/issues/74
# symptom: calling get_activations in a loop takes longer and longer at every iteration; the reporter narrowed it down to the evaluation inside get_activations, and the maintainer asks whether the model gets re-compiled every time it is called
# expect: TFM010 15
# note: star imports as in a Keras 2 script; get_activations builds a new K.function over the requested layer outputs on every call and evaluates it at once; the ActivationStats callback calls it from on_epoch_end for a fixed probe batch, so each epoch adds another function and its graph nodes to the session graph
from keras.models import *
from keras.layers import *
from keras.callbacks import *
from keras.datasets import mnist
from keras import backend as K
import numpy as np


def get_activations(model, x, layer_names):
    outputs = [model.get_layer(name).output for name in layer_names]
    fetch = K.function([model.input, K.learning_phase()], outputs)
    return dict(zip(layer_names, fetch([x, 0])))


class ActivationStats(Callback):
    def __init__(self, probe, layer_names):
        super().__init__()
        self.probe = probe
        self.layer_names = layer_names

    def on_epoch_end(self, epoch, logs=None):
        acts = get_activations(self.model, self.probe, self.layer_names)
        for name, value in acts.items():
            print(f"epoch {epoch} {name}: mean {value.mean():.4f} dead {np.mean(value <= 0):.2%}")


(x_train, y_train), _ = mnist.load_data()
x_train = x_train.reshape(-1, 28, 28, 1).astype("float32") / 255.0
model = Sequential([
    Conv2D(32, 3, activation="relu", name="conv1", input_shape=(28, 28, 1)),
    MaxPooling2D(),
    Conv2D(64, 3, activation="relu", name="conv2"),
    Flatten(),
    Dense(128, activation="relu", name="fc1"),
    Dense(10, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, batch_size=128, epochs=200,
          callbacks=[ActivationStats(x_train[:256], ["conv1", "conv2", "fc1"])])
