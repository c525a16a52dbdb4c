# source: https://github.com/tensorflow/tensorflow/issues/61791
# symptom: CPU and GPU memory grow with every iteration of a loop that creates a subclassed tf.keras.Model and fits it (federated-learning simulation, one client model per round)
# expect: TFM009 43
# note: the reporter also tried clear_session(); the case is the loop as first written, with gc.collect() only
import gc
import time

import psutil
import tensorflow as tf


class MyModel(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.dense1 = tf.keras.layers.Dense(1000, activation=tf.nn.relu)
        self.dense2 = tf.keras.layers.Dense(10000, activation=tf.nn.relu)
        self.dense3 = tf.keras.layers.Dense(10000, activation=tf.nn.relu)
        self.dense4 = tf.keras.layers.Dense(1000, activation=tf.nn.softmax)

    def call(self, inputs):
        x = self.dense1(inputs)
        x = self.dense2(x)
        x = self.dense3(x)
        return self.dense4(x)


def get_cpu_memory():
    mem = psutil.virtual_memory()
    return mem.available / 2**20, mem.percent


def client_data(round_id, n=512):
    x = tf.random.normal((n, 100), seed=round_id)
    y = tf.random.uniform((n,), maxval=1000, dtype=tf.int32, seed=round_id)
    return x, y


if __name__ == "__main__":
    print("Starting..")
    free_initial, _ = get_cpu_memory()
    for round_id in range(100):
        start = time.time()
        model = MyModel()
        model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy")
        x, y = client_data(round_id)
        model.fit(x, y, epochs=1, batch_size=32, verbose=0)
        del model
        gc.collect()
        free_now, percent = get_cpu_memory()
        print(f"round {round_id}: {time.time() - start:.1f}s, used {free_initial - free_now:.0f} MB more ({percent}%)")
