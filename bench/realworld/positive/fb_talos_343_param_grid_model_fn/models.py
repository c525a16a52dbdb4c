import numpy as np
from keras.layers import *
from keras.models import *
from keras.utils import to_categorical

N_TENSES = 7


def batches(x, y, batch_size):
    while True:
        order = np.random.permutation(len(x))
        for start in range(0, len(x) - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield x[idx], to_categorical(y[idx], N_TENSES)


def tense_model(x_train, y_train, x_val, y_val, params):
    train_gen = batches(x_train, y_train, params["batch_size"])
    model = Sequential()
    model.add(Embedding(10000, params["embedding"], input_length=x_train.shape[1]))
    model.add(Flatten())
    model.add(Dense(params["first_neuron"], activation=params["activation"]))
    model.add(Dropout(params["dropout"]))
    model.add(Dense(N_TENSES, activation="softmax"))
    model.compile(optimizer=params["optimizer"], loss="categorical_crossentropy", metrics=["acc"])
    out = model.fit_generator(
        train_gen,
        steps_per_epoch=len(x_train) // params["batch_size"],
        epochs=params["epochs"],
        validation_data=(x_val, to_categorical(y_val, N_TENSES)),
        verbose=0,
    )
    return out, model
