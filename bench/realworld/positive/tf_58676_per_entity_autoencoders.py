# source: https://github.com/tensorflow/tensorflow/issues/58676
# symptom: RSS goes from 10% to 30% of an 8 GB machine after training about 200 per-entity models with fit() (TF 2.15; flat on 2.7)
# expect: TFM009 17
# note: one model per entity, built in a helper that main() calls in a loop; no clear_session anywhere
import numpy as np
import pandas as pd
import tensorflow as tf


def fetch_entity_frame(entity_id):
    return pd.read_parquet(f"features/{entity_id}.parquet")


def train_entity(entity_id, epochs=30):
    x = fetch_entity_frame(entity_id).to_numpy(dtype=np.float32)
    n = x.shape[1]
    autoencoder = tf.keras.Sequential([
        tf.keras.Input(shape=(n,)),
        tf.keras.layers.Dense(max(n // 2, 2), activation="relu"),
        tf.keras.layers.Dense(max(n // 4, 1), activation="relu"),
        tf.keras.layers.Dense(max(n // 2, 2), activation="relu"),
        tf.keras.layers.Dense(n),
    ])
    autoencoder.compile(optimizer="adam", loss="mse")
    autoencoder.fit(x, x, epochs=epochs, batch_size=64, verbose=0)
    autoencoder.save(f"models/{entity_id}.keras")


def main(entity_ids):
    for entity_id in entity_ids:
        train_entity(entity_id)


if __name__ == "__main__":
    with open("entities.txt") as fh:
        main(fh.read().split())
