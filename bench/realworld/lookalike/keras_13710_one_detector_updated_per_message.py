# source: https://github.com/keras-team/keras/issues/13710
# note: the reporter's resolution: the autoencoder object is created once, before the consumer loop, and each incoming sample only updates the existing model with fit
import json

import numpy as np
from kafka import KafkaConsumer
from keras.layers import Dense, Input
from keras.models import Model

N_FEATURES = 64


def build_autoencoder(n_features=N_FEATURES):
    inputs = Input(shape=(n_features,))
    x = Dense(32, activation="relu")(inputs)
    x = Dense(8, activation="relu")(x)
    x = Dense(32, activation="relu")(x)
    model = Model(inputs, Dense(n_features, activation="sigmoid")(x))
    model.compile(optimizer="adam", loss="mse")
    return model


autoencoder = build_autoencoder()
consumer = KafkaConsumer("sensor-readings", bootstrap_servers="localhost:9092",
                         value_deserializer=lambda raw: json.loads(raw.decode("utf-8")))
for count, message in enumerate(consumer):
    sample = np.asarray(message.value["features"], dtype="float32").reshape(1, N_FEATURES)
    loss = autoencoder.fit(sample, sample, epochs=1, verbose=0).history["loss"][-1]
    if count % 1000 == 0:
        autoencoder.save_weights("autoencoder.h5")
        print(count, loss)
