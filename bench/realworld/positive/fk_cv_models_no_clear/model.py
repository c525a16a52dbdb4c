from keras.layers import Conv2D, Dense, Dropout, Flatten, MaxPooling2D
from keras.models import Sequential
from keras.optimizers import Adam


def make_cnn(input_shape, n_classes, filters=32, dense_units=128, dropout=0.5, lr=1e-3):
    model = Sequential()
    model.add(Conv2D(filters, (3, 3), activation="relu", input_shape=input_shape))
    model.add(Conv2D(filters * 2, (3, 3), activation="relu"))
    model.add(MaxPooling2D(pool_size=(2, 2)))
    model.add(Flatten())
    model.add(Dense(dense_units, activation="relu"))
    model.add(Dropout(dropout))
    model.add(Dense(n_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=Adam(lr=lr), metrics=["accuracy"])
    return model
