from keras.layers import Conv2D, Dense, Flatten, Input, MaxPooling2D
from keras.models import Sequential

from keras_epoch_callback import KerasEpocCallback


def build_from_spec(spec, input_shape, num_classes):
    model = Sequential([Input(shape=input_shape)])
    for layer in spec:
        if layer["type"] == "conv":
            model.add(Conv2D(layer["filters"], layer["kernel"], activation="relu"))
        elif layer["type"] == "pool":
            model.add(MaxPooling2D(layer["size"]))
    model.add(Flatten())
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
    return model


class ModelTrainer:
    def __init__(self, spec, data, epochs=12, reporter=None):
        (self.x_train, self.y_train), self.test_data = data
        self.model = build_from_spec(spec, self.x_train.shape[1:], self.y_train.shape[1])
        self.epochs = epochs
        self.reporter = reporter

    def train(self):
        callback = KerasEpocCallback(self.test_data, self.reporter)
        self.model.fit(self.x_train, self.y_train, batch_size=128,
                       epochs=self.epochs, callbacks=[callback], verbose=0)
        return callback.scores[-1]
