# source: https://github.com/tensorflow/hub/issues/472
# symptom: loading a hub module again and again leaks memory, and so does a tf.keras model wrapping a hub.KerasLayer built in a loop: RSS climbs with every iteration even after del model and gc.collect()
# expect: TFM009 31
# note: the reporter's second reproduction: embedder_model() returns a new Keras model around a trainable hub.KerasLayer and the loop rebuilds it, here once per fine-tuning run over several label sets
import gc
import os

import numpy as np
import pandas as pd
import psutil
import tensorflow as tf
import tensorflow_hub as hub
import tensorflow_text  # noqa: F401  (registers the ops the encoder needs)

MODULE_URL = "https://tfhub.dev/google/universal-sentence-encoder-large/5"


def embedder_model(num_classes):
    text = tf.keras.layers.Input(shape=[], dtype=tf.string)
    embedding_layer = hub.KerasLayer(MODULE_URL, input_shape=[], dtype=tf.string, trainable=True)
    embeddings = embedding_layer(text)
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(embeddings)
    return tf.keras.models.Model(inputs=text, outputs=outputs)


def main():
    frame = pd.read_csv("tickets.csv")
    process = psutil.Process(os.getpid())
    for column in ["team", "priority", "product", "language"]:
        labels, classes = pd.factorize(frame[column])
        model = embedder_model(len(classes))
        model.compile(optimizer=tf.keras.optimizers.Adam(1e-5), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(frame["text"].values, labels, epochs=2, batch_size=32, validation_split=0.1)
        model.save_weights(f"weights_{column}.h5")
        del model
        gc.collect()
        print(column, "RSS GB:", process.memory_info().rss / 1024 ** 3)


if __name__ == "__main__":
    main()
