# source: https://github.com/tensorflow/tensorflow/issues/43627
# symptom: RAM grows when many Keras models are created one after the other in a tuning process inside Docker
# note: build-only loop from the report with keras.backend.clear_session() as the first statement of every iteration, which keeps the global name/kernel caches from growing; nothing is trained in the loop
import psutil
from tensorflow import keras


def used_mb():
    return psutil.Process().memory_info().rss // 2 ** 20


def candidate(width):
    a = keras.layers.Input(shape=(32,))
    b = keras.layers.Dense(width, activation="relu")(a)
    c = keras.layers.Dense(1)(b)
    return keras.Model(inputs=a, outputs=c)


for i in range(200):
    keras.backend.clear_session()
    model = candidate(32 + (i % 8) * 16)
    n_params = model.count_params()
    if i % 20 == 0:
        print(f"{i}: {n_params} params, rss {used_mb()} MB")
