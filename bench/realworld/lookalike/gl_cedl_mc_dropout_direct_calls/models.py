import numpy as np
import tensorflow as tf
from tqdm import tqdm


class MCDropoutModel:
    def __init__(self, x_train, y_train, learning_rate=0.01, num_mc_samples=1000):
        self.x_train, self.y_train = x_train, y_train
        self.input_shape = x_train.shape[1:]
        self.num_classes = y_train.shape[1]
        self.delta, self.patience = 1e-4, 10
        self.num_mc_samples = num_mc_samples
        self.model = self._build_model()
        self.model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate),
                           loss="categorical_crossentropy", metrics=["accuracy"])

    def _build_model(self):
        inputs = tf.keras.layers.Input(shape=self.input_shape)
        x = tf.keras.layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
        x = tf.keras.layers.MaxPooling2D()(x)
        x = tf.keras.layers.Dropout(0.25)(x)
        x = tf.keras.layers.Flatten()(x)
        x = tf.keras.layers.Dense(120, activation="relu")(x)
        x = tf.keras.layers.Dropout(0.25)(x)
        outputs = tf.keras.layers.Dense(self.num_classes, activation="softmax")(x)
        return tf.keras.models.Model(inputs=inputs, outputs=outputs)

    def train(self, batch_size=128, epochs=100, verbose=0):
        return self.model.fit(self.x_train, self.y_train, batch_size=batch_size,
                              epochs=epochs, validation_split=0.2, verbose=verbose)

    def adaptive_mc_predict(self, inputs):
        n = len(inputs)
        samples = [[] for _ in range(n)]
        prev_var, patience = [None] * n, [0] * n
        active = list(range(n))
        for _ in tqdm(range(self.num_mc_samples), desc="MC passes"):
            if not active:
                break
            preds = self.model(inputs[active], training=True).numpy()
            done = []
            for j, idx in enumerate(active):
                samples[idx].append(preds[j])
                if len(samples[idx]) > 1:
                    var = np.std(samples[idx], axis=0)
                    if prev_var[idx] is not None and np.all(np.abs(var - prev_var[idx]) <= self.delta):
                        patience[idx] += 1
                    else:
                        patience[idx] = 0
                    if patience[idx] >= self.patience:
                        done.append(idx)
                    prev_var[idx] = var
            active = [idx for idx in active if idx not in done]
        return np.array([np.mean(s, axis=0) for s in samples])
