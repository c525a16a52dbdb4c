# source: https://github.com/lululxvi/deepxde/pull/1586
# symptom: adaptive loss balancing (SoftAdapt) for a multi-term physics-informed loss; the discussion notes that if the loss weights are changed iteratively TensorFlow has to make the graph all over again and training gets slow, and asks whether defining the weights as variables avoids compiling several times
# expect: TFM013 31
# note: my own Keras version of the idea: a callback recomputes the weights from the recent loss rates at every epoch end and recompiles self.model with them, the approach the thread warns against
import numpy as np
import tensorflow as tf


def pinn(n_in=2, width=64):
    inp = tf.keras.Input((n_in,))
    h = inp
    for _ in range(4):
        h = tf.keras.layers.Dense(width, activation="tanh")(h)
    return tf.keras.Model(inp, [tf.keras.layers.Dense(1, name="pde")(h), tf.keras.layers.Dense(1, name="bc")(h)])


class SoftAdapt(tf.keras.callbacks.Callback):
    def __init__(self, beta=0.1, epsilon=1e-8):
        super().__init__()
        self.beta = beta
        self.epsilon = epsilon
        self.previous = None

    def on_epoch_end(self, epoch, logs=None):
        current = np.array([logs["pde_loss"], logs["bc_loss"]])
        if self.previous is not None:
            rates = current - self.previous
            rates = rates - rates.max()
            weights = np.exp(self.beta * rates)
            weights = weights / (weights.sum() + self.epsilon)
            self.model.compile(
                optimizer=self.model.optimizer,
                loss={"pde": "mse", "bc": "mse"},
                loss_weights={"pde": float(weights[0]), "bc": float(weights[1])},
            )
        self.previous = current


model = pinn()
model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss={"pde": "mse", "bc": "mse"})
xy = np.random.rand(4096, 2).astype("float32")
targets = {"pde": np.zeros((4096, 1), "float32"), "bc": np.sin(np.pi * xy[:, :1])}
model.fit(xy, targets, epochs=200, batch_size=256, callbacks=[SoftAdapt()], verbose=2)
