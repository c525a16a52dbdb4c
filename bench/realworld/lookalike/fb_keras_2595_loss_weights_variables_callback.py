# source: https://github.com/keras-team/keras/issues/2595
# symptom: the user needs loss weights for a two-output model that change during training
# note: look-alike: the solution confirmed in the thread: the loss weights are K.variable objects passed to compile() once, and a callback moves them with K.set_value at the end of each epoch; the model is never recompiled
import numpy as np
from keras import backend as K
from keras.callbacks import Callback
from keras.layers import Dense, Input
from keras.models import Model
from keras.optimizers import SGD


class LossWeightScheduler(Callback):
    def __init__(self, alpha, beta, switch_epoch=2):
        super().__init__()
        self.alpha = alpha
        self.beta = beta
        self.switch_epoch = switch_epoch

    def on_epoch_end(self, epoch, logs=None):
        if epoch >= self.switch_epoch:
            K.set_value(self.alpha, K.get_value(self.alpha) / 1.5)
            K.set_value(self.beta, K.get_value(self.beta) * 1.5)
        print("epoch %d alpha=%.3f beta=%.3f" % (epoch, K.get_value(self.alpha), K.get_value(self.beta)))


if __name__ == "__main__":
    data = np.load("pairs.npz")
    x, y_main, y_aux = data["x"], data["y_main"], data["y_aux"]
    inputs = Input(shape=(x.shape[1],))
    hidden = Dense(64, activation="relu")(inputs)
    main_out = Dense(y_main.shape[1], activation="softmax", name="main")(hidden)
    aux_out = Dense(y_aux.shape[1], activation="softmax", name="aux")(hidden)
    model = Model(inputs, [main_out, aux_out])

    alpha = K.variable(0.5)
    beta = K.variable(0.5)
    model.compile(
        optimizer=SGD(lr=0.01, momentum=0.9, nesterov=True),
        loss=["categorical_crossentropy", "categorical_crossentropy"],
        loss_weights=[alpha, beta],
    )
    model.fit(x, [y_main, y_aux], epochs=20, batch_size=64, callbacks=[LossWeightScheduler(alpha, beta)])
