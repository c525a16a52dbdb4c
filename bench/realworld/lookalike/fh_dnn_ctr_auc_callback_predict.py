# source: https://github.com/wallacegui/dnn_ctr/blob/HEAD/metrics/auc_callback.py
# note: the callback hook on_epoch_end runs once per epoch; scikit-learn is imported only for roc_auc_score; moved to lookalike/ after the untuned measurement: the source is a repository file that reports no growth, and one whole-validation predict per epoch in `on_epoch_end` is the Keras validation-callback idiom TFM008 does not report (as keras_4168, keras3_inside and fb_tf_explain_8)
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
