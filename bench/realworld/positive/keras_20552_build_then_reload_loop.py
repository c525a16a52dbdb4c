# source: https://github.com/keras-team/keras/issues/20552
# symptom: memory climbs steadily over 500 build-and-fit iterations despite gc.collect(); periodic collections cannot keep up
# expect: TFM009 30
# note: two constructions per iteration (build_model, then load_model of the checkpoint); the root cause is reported at the first
import gc

import numpy as np
import psutil
from keras.callbacks import EarlyStopping, ModelCheckpoint
from keras.layers import LSTM, Dense, Dropout, Input
from keras.models import Sequential, load_model
from keras.optimizers import Adam


def build_model(X, num_classes):
    model = Sequential()
    model.add(Input(shape=(X.shape[1], X.shape[2])))
    model.add(LSTM(16, return_sequences=True))
    model.add(LSTM(16))
    model.add(Dropout(0.4))
    model.add(Dense(8, activation="tanh"))
    model.add(Dense(num_classes, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=Adam(1e-3), metrics=["accuracy"])
    return model


X = np.random.rand(6, 5, 3).astype("float32")
y = np.eye(4)[np.random.randint(0, 4, 6)]
for it in range(500):
    model = build_model(X, 4)
    ckpt = ModelCheckpoint("test_model.keras", save_best_only=True, monitor="loss")
    model.fit(X, y, epochs=50, batch_size=2, verbose=0, callbacks=[ckpt, EarlyStopping(monitor="loss", patience=5)])
    best = load_model("test_model.keras")
    print(it, best.evaluate(X, y, verbose=0), psutil.Process().memory_info().rss >> 20)
    del model, best
    gc.collect()
