# source: https://github.com/keras-team/keras/issues/9598
# symptom: the weight matrix of a custom loss has to change after every epoch; recompiling the model with a new functools.partial of the loss each epoch loses the optimizer's state, so training does not continue from the previous epoch
# expect: TFM013 59
# note: the per-epoch loop of the report: new misclassification weights from the last epoch's confusion matrix, a recompile with the new partial, then fit(epochs=1)
import functools
from itertools import product

import numpy as np
from keras import backend as K
from keras.layers import Conv2D, Dense, Flatten, MaxPooling2D
from keras.models import Sequential
from keras.optimizers import SGD


def w_categorical_crossentropy(y_true, y_pred, weights):
    nb_cl = len(weights)
    final_mask = K.zeros_like(y_pred[:, 0])
    y_pred_max = K.max(y_pred, axis=1)
    y_pred_max = K.reshape(y_pred_max, (K.shape(y_pred)[0], 1))
    y_pred_max_mat = K.cast(K.equal(y_pred, y_pred_max), K.floatx())
    for c_p, c_t in product(range(nb_cl), range(nb_cl)):
        final_mask += weights[c_t, c_p] * y_pred_max_mat[:, c_p] * y_true[:, c_t]
    return K.categorical_crossentropy(y_true, y_pred) * final_mask


def build(num_classes):
    model = Sequential()
    model.add(Conv2D(32, (3, 3), activation="relu", input_shape=(64, 64, 3)))
    model.add(MaxPooling2D())
    model.add(Conv2D(64, (3, 3), activation="relu"))
    model.add(MaxPooling2D())
    model.add(Flatten())
    model.add(Dense(128, activation="relu"))
    model.add(Dense(num_classes, activation="softmax"))
    return model


def confusion_weights(model, x_val, y_val):
    pred = model.predict(x_val, batch_size=256).argmax(axis=1)
    true = y_val.argmax(axis=1)
    n = y_val.shape[1]
    confusion = np.zeros((n, n))
    for t, p in zip(true, pred):
        confusion[t, p] += 1
    confusion /= confusion.sum(axis=1, keepdims=True) + 1e-9
    return np.ones((n, n)) + confusion


if __name__ == "__main__":
    data = np.load("patches.npz")
    x_train, y_train, x_val, y_val = data["x_train"], data["y_train"], data["x_val"], data["y_val"]
    num_classes = y_train.shape[1]
    model = build(num_classes)
    sgd = SGD(lr=0.01, momentum=0.9, nesterov=True)
    w_array = np.ones((num_classes, num_classes))
    for epoch in range(50):
        ncce = functools.partial(w_categorical_crossentropy, weights=w_array)
        ncce.__name__ = "w_categorical_crossentropy"
        model.compile(loss=ncce, optimizer=sgd, metrics=["accuracy"])
        model.fit(x_train, y_train, batch_size=64, epochs=1, validation_data=(x_val, y_val))
        w_array = confusion_weights(model, x_val, y_val)
