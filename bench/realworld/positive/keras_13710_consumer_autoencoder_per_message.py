# source: https://github.com/keras-team/keras/issues/13710
# symptom: incremental training on streaming data gets slower after every fit call (233 s, 234 s, 240 s per one-sample epoch around the 560th message); the reporter found a new model object was created on every iteration of the consumer loop
# expect: TFM009 42
# note: the autoencoder class builds and compiles its Keras model in __init__; the Kafka consumer loop constructs a new detector for each message and fits it on that sample
import json
import logging

import numpy as np
from kafka import KafkaConsumer
from keras.layers import Dense, Input
from keras.models import Model

logging.basicConfig(level=logging.INFO)
N_FEATURES = 64


class AnomalyAutoencoder:
    def __init__(self, n_features=N_FEATURES, bottleneck=8):
        inputs = Input(shape=(n_features,))
        encoded = Dense(32, activation="relu")(inputs)
        encoded = Dense(bottleneck, activation="relu")(encoded)
        decoded = Dense(32, activation="relu")(encoded)
        outputs = Dense(n_features, activation="sigmoid")(decoded)
        self.model = Model(inputs, outputs)
        self.model.compile(optimizer="adam", loss="mse")

    def load(self, path):
        self.model.load_weights(path)

    def update(self, sample):
        return self.model.fit(sample, sample, epochs=1, verbose=1).history["loss"][-1]

    def save(self, path):
        self.model.save_weights(path)


def main():
    consumer = KafkaConsumer("sensor-readings", bootstrap_servers="localhost:9092",
                             value_deserializer=lambda raw: json.loads(raw.decode("utf-8")))
    for count, message in enumerate(consumer):
        sample = np.asarray(message.value["features"], dtype="float32").reshape(1, N_FEATURES)
        detector = AnomalyAutoencoder()
        if count:
            detector.load("autoencoder.h5")
        loss = detector.update(sample)
        detector.save("autoencoder.h5")
        logging.info(">%d loss %.4f", count, loss)


if __name__ == "__main__":
    main()
