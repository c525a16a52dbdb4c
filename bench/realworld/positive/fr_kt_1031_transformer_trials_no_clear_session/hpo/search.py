import random

import tensorflow as tf
from tensorflow import keras

from .space import sample_hparams


class TransformerSearch:
    def __init__(self, input_shape, n_classes, seed=0):
        self.input_shape = input_shape
        self.n_classes = n_classes
        self.rng = random.Random(seed)

    def _encoder(self, x, hp):
        attn = keras.layers.MultiHeadAttention(key_dim=hp["head_size"], num_heads=hp["num_heads"],
                                               dropout=hp["dropout_rate"])(x, x)
        x = keras.layers.LayerNormalization(epsilon=1e-6)(x + attn)
        ff = keras.layers.Dense(hp["ff_dim"], activation="relu")(x)
        ff = keras.layers.Dense(self.input_shape[-1])(ff)
        return keras.layers.LayerNormalization(epsilon=1e-6)(x + ff)

    def build_model(self, hp):
        inputs = keras.Input(self.input_shape)
        x = inputs
        for _ in range(hp["num_transformer_blocks"]):
            x = self._encoder(x, hp)
        x = keras.layers.GlobalAveragePooling1D()(x)
        outputs = keras.layers.Dense(self.n_classes, activation="softmax")(x)
        model = keras.Model(inputs, outputs)
        model.compile(optimizer=keras.optimizers.Adam(hp["learning_rate"]),
                      loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        return model

    def run(self, train_ds, val_ds, max_trials=200, max_epochs=30):
        best = (None, 0.0)
        for trial in range(max_trials):
            hp = sample_hparams(self.rng)
            model = self.build_model(hp)
            history = model.fit(train_ds, validation_data=val_ds, epochs=max_epochs, verbose=0,
                                callbacks=[keras.callbacks.EarlyStopping(patience=3)])
            score = max(history.history["val_accuracy"])
            print(f"trial {trial}: {hp} -> {score:.4f}")
            if score > best[1]:
                best = (hp, score)
        return best
