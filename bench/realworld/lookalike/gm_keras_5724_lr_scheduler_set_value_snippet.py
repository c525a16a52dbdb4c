# source: https://github.com/keras-team/keras/issues/5724
# note: the answer's fix for changing the learning rate at a given epoch: K.get_value / K.set_value on the optimizer's lr from an epoch callback. With tf.keras in TF2 these read and assign the variable eagerly and add nothing to any graph, so calling them every epoch is fine
from tensorflow.keras.callbacks import *
from tensorflow.keras import backend as K


class StepDecay(Callback):
    def __init__(self, drop_at=(5, 30, 60), factor=0.2):
        super(StepDecay, self).__init__()
        self.drop_at = set(drop_at)
        self.factor = factor

    def on_epoch_begin(self, epoch, logs=None):
        lr = float(K.get_value(self.model.optimizer.learning_rate))
        if epoch in self.drop_at:
            lr *= self.factor
            K.set_value(self.model.optimizer.learning_rate, lr)
        print("epoch %d: lr %.5f" % (epoch, lr))

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}
        logs["lr"] = float(K.get_value(self.model.optimizer.learning_rate))


model.compile(optimizer="sgd", loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(x_embed, y, epochs=90, batch_size=batch_size,
          validation_split=0.1, callbacks=[StepDecay(), CSVLogger("lr_log.csv")])
