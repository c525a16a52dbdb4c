# source: https://github.com/lcswillems/glose-recruitment/blob/0828deeb3b217eaded86a4d7c024c5ea6300588d/utils/training.py
# symptom: sequence-tagging F1 reported by a callback that predicts the whole validation set at the end of every epoch; epochs get slower as training goes on
# expect: TFM008 17
# note: pasted from the repository's training utilities: star import, build_tagger/PAD_TAG_ID/data defined in other modules
from keras.callbacks import *
from sklearn.metrics import f1_score, precision_score, recall_score


class F1Metrics(Callback):
    def __init__(self, val_x, val_y):
        super().__init__()
        self.val_x = val_x
        self.val_y = val_y

    def on_epoch_end(self, batch, logs={}):
        val_target = self.val_y.argmax(axis=2).flatten()
        val_predict = self.model.predict(self.val_x).argmax(axis=2).flatten()
        mask = val_target != PAD_TAG_ID
        _val_f1 = f1_score(val_target[mask], val_predict[mask], average="weighted")
        _val_p = precision_score(val_target[mask], val_predict[mask], average="weighted")
        _val_r = recall_score(val_target[mask], val_predict[mask], average="weighted")
        print(" - val f1: %f - p: %f - r: %f" % (_val_f1, _val_p, _val_r))


tagger = build_tagger(vocab_size, n_tags, embedding_dim=100)
tagger.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
tagger.fit(X_train, Y_train, batch_size=32, epochs=40,
           validation_data=(X_val, Y_val), callbacks=[F1Metrics(X_val, Y_val)])
