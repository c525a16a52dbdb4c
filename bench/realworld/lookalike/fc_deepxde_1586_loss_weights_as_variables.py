# source: https://github.com/lululxvi/deepxde/pull/1586
# note: the alternative discussed in the thread: the loss weights are variables the loss reads, and the callback assigns new values at each epoch end, so the model is compiled once and no training function is traced again
import numpy as np
import tensorflow as tf

w_pde = tf.Variable(0.5, trainable=False)
w_bc = tf.Variable(0.5, trainable=False)


def weighted(weight):
    def loss(y_true, y_pred):
        return weight * tf.reduce_mean(tf.square(y_true - y_pred))
    return loss


class SoftAdaptVariables(tf.keras.callbacks.Callback):
    def __init__(self, beta=0.1):
        super().__init__()
        self.beta = beta
        self.previous = None

    def on_epoch_end(self, epoch, logs=None):
        current = np.array([logs["pde_loss"], logs["bc_loss"]])
        if self.previous is not None:
            rates = current - self.previous
            weights = np.exp(self.beta * (rates - rates.max()))
            weights /= weights.sum()
            w_pde.assign(weights[0])
            w_bc.assign(weights[1])
        self.previous = current


inp = tf.keras.Input((2,))
h = inp
for _ in range(4):
    h = tf.keras.layers.Dense(64, activation="tanh")(h)
model = tf.keras.Model(inp, [tf.keras.layers.Dense(1, name="pde")(h), tf.keras.layers.Dense(1, name="bc")(h)])
model.compile(optimizer="adam", loss={"pde": weighted(w_pde), "bc": weighted(w_bc)})
xy = np.random.rand(4096, 2).astype("float32")
model.fit(xy, {"pde": np.zeros((4096, 1), "float32"), "bc": np.sin(np.pi * xy[:, :1])}, epochs=200,
          batch_size=256, callbacks=[SoftAdaptVariables()], verbose=2)
