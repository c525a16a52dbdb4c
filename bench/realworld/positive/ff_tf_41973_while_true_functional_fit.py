# source: https://github.com/tensorflow/tensorflow/issues/41973
# symptom: tracemalloc shows the current memory rising on every pass of a while True loop that builds, compiles and fits a tiny functional model; gc.collect() after each fit does not bring it back
# expect: TFM009 27
# note: the report's reproduction keeps rebuilding the same one-Dense functional model forever; my version wraps it in a small retraining service that refits on the newest batch of data each round, with the same gc.collect() the reporter tried, and never clears the Keras session
import gc
import time
import tracemalloc

import numpy as np
from tensorflow import keras
from tensorflow.keras import layers


def fetch_latest_batch(n_rows=1000, n_features=10):
    features = np.random.rand(n_rows, n_features).astype("float32")
    target = features @ np.linspace(0.1, 1.0, n_features) + 0.05 * np.random.rand(n_rows)
    return features, target.astype("float32")


if __name__ == "__main__":
    tracemalloc.start()
    round_no = 0
    while True:
        train, label = fetch_latest_batch()
        inputs = keras.Input(shape=(10,))
        out = layers.Dense(1)(inputs)
        model = keras.Model(inputs=inputs, outputs=out)
        model.compile(optimizer="adam", loss="mse")
        model.fit(train, label, epochs=1, verbose=0)
        gc.collect()
        current, peak = tracemalloc.get_traced_memory()
        print(f"round {round_no}: current {current / 10**6:.1f} MB, peak {peak / 10**6:.1f} MB")
        round_no += 1
        time.sleep(0.1)
