# source: https://github.com/gao-lab/vConv/blob/HEAD/vConvbaseddiscovery/code/my_history.py
# note: snippet with star imports from keras.callbacks, as users paste callback helpers; the callback is attached to fit in the same file; moved to lookalike/ after the untuned measurement: the source is a repository file that reports no growth, and one whole-validation predict per epoch in `on_epoch_end` is the Keras validation-callback idiom TFM008 does not report (as keras_4168, keras3_inside and fb_tf_explain_8)
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
