# source: https://github.com/keras-team/keras/issues/14874
# symptom: compiling the model from inside a Keras callback during fit breaks training ("TypeError: 'NoneType' object is not callable" since TF 2.4); on older versions every recompile discards and retraces the train function
# expect: TFM013 32
# note: the callback switches optimizer and loss weighting after a warm-up epoch by calling self.model.compile in on_epoch_end, a hook Keras runs once per epoch
import numpy as np
import tensorflow as tf

WARMUP_EPOCHS = 2


def build_regressor(n_features):
    inputs = tf.keras.Input((n_features,))
    x = tf.keras.layers.Dense(128, activation="relu")(inputs)
    x = tf.keras.layers.Dropout(0.2)(x)
    x = tf.keras.layers.Dense(64, activation="relu")(x)
    outputs = tf.keras.layers.Dense(1)(x)
    return tf.keras.Model(inputs, outputs)


class SwitchOptimizerAfterWarmup(tf.keras.callbacks.Callback):
    """Start with SGD + MAE, then move to RMSprop + MSE once the warm-up is over."""

    def __init__(self, warmup_epochs, lr=1e-3):
        super().__init__()
        self.warmup_epochs = warmup_epochs
        self.lr = lr

    def on_epoch_end(self, epoch, logs=None):
        if epoch + 1 < self.warmup_epochs:
            return
        print(f"epoch {epoch}: recompiling with RMSprop(lr={self.lr})")
        self.model.compile(
            optimizer=tf.keras.optimizers.RMSprop(learning_rate=self.lr),
            loss="mse",
            metrics=["mae"],
        )
        self.lr *= 0.5


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x_train = rng.normal(size=(20000, 32)).astype("float32")
    y_train = (x_train[:, :4].sum(axis=1, keepdims=True) + rng.normal(scale=0.1, size=(20000, 1))).astype("float32")

    model = build_regressor(32)
    model.compile(optimizer=tf.keras.optimizers.SGD(1e-2), loss="mae")
    model.fit(
        x_train,
        y_train,
        batch_size=256,
        epochs=30,
        validation_split=0.1,
        callbacks=[SwitchOptimizerAfterWarmup(WARMUP_EPOCHS)],
    )
