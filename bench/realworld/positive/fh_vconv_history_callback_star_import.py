# source: https://github.com/gao-lab/vConv/blob/HEAD/vConvbaseddiscovery/code/my_history.py
# symptom: a motif-discovery training script records validation AUC in a History-like callback that calls self.model.predict at the end of every epoch; memory and epoch time grow over long runs
# expect: TFM008 20
# note: snippet with star imports from keras.callbacks, as users paste callback helpers; the callback is attached to fit in the same file
from keras.callbacks import *
from sklearn.metrics import roc_auc_score


class Histories(Callback):
    def __init__(self, data=()):
        super().__init__()
        self.x, self.y = data

    def on_train_begin(self, logs=None):
        self.aucs = []
        self.losses = []

    def on_epoch_end(self, epoch, logs=None):
        self.losses.append(logs.get("loss"))
        y_pred = self.model.predict(self.x)
        self.aucs.append(roc_auc_score(self.y, y_pred))


def train(model, x_train, y_train, x_val, y_val):
    history = Histories(data=(x_val, y_val))
    model.fit(x_train, y_train, epochs=200, batch_size=100,
              callbacks=[history, EarlyStopping(patience=20)], verbose=0)
    return history.aucs
