from keras.layers import Conv2D, Dense, Dropout, Flatten, MaxPooling2D
from keras.models import Sequential
from keras.optimizers import Adam

from util.string_to_model import parse_net_string


class ModelGenerator:
    """Turns a MetaQNN net string such as [C(32,3,1), P(2,2), FC(128), SM(10)] into a model."""

    def __init__(self, hyper_parameters, state_space_parameters):
        self.hyper_parameters = hyper_parameters
        self.state_space_parameters = state_space_parameters

    def generate_model(self, model_descr, input_shape, learning_rate):
        layers = parse_net_string(model_descr)
        model = Sequential()
        first = True
        for layer in layers:
            extra = {"input_shape": input_shape} if first else {}
            if layer.kind == "conv":
                model.add(Conv2D(layer.filters, layer.size, strides=layer.stride,
                                 padding="same", activation="relu", **extra))
            elif layer.kind == "pool":
                model.add(MaxPooling2D(layer.size, strides=layer.stride, **extra))
            elif layer.kind == "fc":
                if not first:
                    model.add(Flatten())
                model.add(Dense(layer.units, activation="relu"))
                model.add(Dropout(self.hyper_parameters.DROPOUT))
            elif layer.kind == "softmax":
                model.add(Flatten())
                model.add(Dense(layer.units, activation="softmax"))
            first = False
        model.compile(loss="categorical_crossentropy", optimizer=Adam(learning_rate),
                      metrics=["accuracy"])
        return model
