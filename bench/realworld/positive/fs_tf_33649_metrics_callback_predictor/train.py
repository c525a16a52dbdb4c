import json

import numpy as np
import tensorflow as tf

from textclf.callbacks import Metrics
from textclf.dataloader import DataLoader


def build_classifier(vocab_size, num_classes, max_len=128):
    inputs = tf.keras.Input(shape=(max_len,), dtype="int32")
    x = tf.keras.layers.Embedding(vocab_size, 128, mask_zero=True)(inputs)
    x = tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(64))(x)
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


def main():
    with open("data/train.json") as f:
        train = json.load(f)
    with open("data/dev.json") as f:
        dev = json.load(f)
    with open("data/vocab.json") as f:
        vocab = json.load(f)
    loader = DataLoader(vocab)
    classifier = build_classifier(len(vocab) + 2, num_classes=3)
    classifier.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    x_train = np.array([loader.encode(t) for t, _ in train])
    y_train = np.array([label for _, label in train])
    classifier.fit(x_train, y_train, batch_size=64, epochs=20,
                   callbacks=[Metrics(dev, classifier, loader)])


if __name__ == "__main__":
    main()
