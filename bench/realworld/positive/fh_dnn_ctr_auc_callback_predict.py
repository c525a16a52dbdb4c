# source: https://github.com/wallacegui/dnn_ctr/blob/HEAD/metrics/auc_callback.py
# symptom: a CTR model computes validation ROC-AUC in a Keras callback by calling self.model.predict on the whole validation set at the end of every epoch; memory rises epoch after epoch
# expect: TFM008 18
# note: the callback hook on_epoch_end runs once per epoch; scikit-learn is imported only for roc_auc_score
import numpy as np
from keras.callbacks import Callback
from keras.layers import Dense, Embedding, Flatten, Input, concatenate
from keras.models import Model
from sklearn.metrics import roc_auc_score


class AUCCallback(Callback):
    def __init__(self, validation_data):
        super().__init__()
        self.x_val, self.y_val = validation_data

    def on_epoch_end(self, epoch, logs=None):
        y_pred = self.model.predict(self.x_val, batch_size=4096)
        auc = roc_auc_score(self.y_val, y_pred)
        print("\repoch %d valid roc-auc %.4f" % (epoch, auc))


def build_deep_fm(n_fields, vocab, dim=8):
    ids = Input(shape=(n_fields,), dtype="int32")
    emb = Flatten()(Embedding(vocab, dim)(ids))
    deep = Dense(200, activation="relu")(emb)
    deep = Dense(200, activation="relu")(deep)
    out = Dense(1, activation="sigmoid")(concatenate([emb, deep]))
    net = Model(ids, out)
    net.compile(optimizer="adam", loss="binary_crossentropy")
    return net


x_tr = np.load("data/train_ids.npy")
y_tr = np.load("data/train_click.npy")
x_va = np.load("data/valid_ids.npy")
y_va = np.load("data/valid_click.npy")
ctr = build_deep_fm(x_tr.shape[1], int(x_tr.max()) + 1)
ctr.fit(x_tr, y_tr, batch_size=2048, epochs=30, callbacks=[AUCCallback((x_va, y_va))])
