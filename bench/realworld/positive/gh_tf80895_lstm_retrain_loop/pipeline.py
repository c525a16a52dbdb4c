import os
import time

import numpy as np
import psutil
from keras.callbacks import EarlyStopping, ModelCheckpoint
from keras.layers import LSTM, Dense, Dropout, Input
from keras.models import Sequential, load_model
from keras.optimizers import Adam

import settings


def memory_mb():
    return psutil.Process(os.getpid()).memory_info().rss / (1024 * 1024)


def build_model(x, num_classes):
    model = Sequential()
    model.add(Input(shape=(x.shape[1], x.shape[2])))
    model.add(LSTM(16, return_sequences=True))
    model.add(LSTM(16))
    model.add(Dropout(0.4))
    model.add(Dense(8, activation="tanh"))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=Adam(1e-3), metrics=["accuracy"])
    return model


def run(x_train, y_train, x_val, y_val, x_live):
    os.makedirs(os.path.dirname(settings.CHECKPOINT), exist_ok=True)
    for iteration in range(settings.NUM_ITERATIONS):
        start = time.time()
        print(f"iteration {iteration + 1}/{settings.NUM_ITERATIONS} start: {memory_mb():.2f} MB")
        model = build_model(x_train, settings.NUM_CLASSES)
        model.fit(x_train, y_train, validation_data=(x_val, y_val),
                  epochs=settings.EPOCHS, batch_size=settings.BATCH_SIZE, verbose=0,
                  callbacks=[EarlyStopping(patience=5, restore_best_weights=True),
                             ModelCheckpoint(settings.CHECKPOINT, save_best_only=True)])
        best = load_model(settings.CHECKPOINT)
        probabilities = best.predict(x_live, verbose=0)
        signal = int(np.argmax(probabilities[-1]))
        print(f"signal {signal}, end: {memory_mb():.2f} MB, {time.time() - start:.1f}s")
