# source: https://github.com/tensorflow/tensorflow/issues/21174
# symptom: callbacks that need the model's predictions call predict() themselves in on_batch_end, an expensive duplicate of the forward pass the training step already ran; the issue asks Keras to hand the predictions to the callbacks instead
# expect: TFM008 19
# note: the callback tracks a streaming F1 on a fixed probe set after every batch, so predict runs once per training batch, thousands of times per epoch
import numpy as np
import tensorflow as tf
from sklearn.metrics import f1_score


class BatchF1Monitor(tf.keras.callbacks.Callback):
    def __init__(self, probe_x, probe_y, every=1):
        super().__init__()
        self.probe_x = probe_x
        self.probe_y = probe_y
        self.every = every
        self.history = []

    def on_batch_end(self, batch, logs=None):
        probs = self.model.predict(self.probe_x, verbose=0)
        f1 = f1_score(self.probe_y, (probs[:, 0] > 0.5).astype(int))
        self.history.append(f1)
        if logs is not None:
            logs["probe_f1"] = f1


def build_model(n_features):
    return tf.keras.Sequential([
        tf.keras.layers.Dense(128, activation="relu", input_shape=(n_features,)),
        tf.keras.layers.Dropout(0.2),
        tf.keras.layers.Dense(1, activation="sigmoid"),
    ])


if __name__ == "__main__":
    data = np.load("transactions.npz")
    x, y = data["x"].astype("float32"), data["y"].astype("int64")
    probe = np.random.RandomState(0).choice(len(x), 2048, replace=False)
    model = build_model(x.shape[1])
    model.compile(optimizer="adam", loss="binary_crossentropy")
    monitor = BatchF1Monitor(x[probe], y[probe])
    model.fit(x, y, epochs=5, batch_size=256, callbacks=[monitor])
    np.save("probe_f1.npy", np.array(monitor.history))
