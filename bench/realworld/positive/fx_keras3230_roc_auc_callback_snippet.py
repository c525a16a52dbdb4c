# source: https://github.com/keras-team/keras/issues/3230
# symptom: computing ROC AUC in a callback at every epoch end over generators is slow and grows memory; the callback runs predict_generator on the train and validation generators each epoch
# expect: TFM008 26
# expect: TFM008 29
# note: snippet as pasted in the thread: star import of keras.callbacks, build_model and the generators defined elsewhere; the callback's model is the Keras model being fit
from keras.callbacks import *
from sklearn.metrics import roc_auc_score


class RocAucMetricCallback(Callback):
    def __init__(self, train_gen, val_gen, train_steps, val_steps, every=1):
        super().__init__()
        self.train_gen = train_gen
        self.val_gen = val_gen
        self.train_steps = train_steps
        self.val_steps = val_steps
        self.every = every

    def on_train_begin(self, logs=None):
        self.aucs = []

    def on_epoch_end(self, epoch, logs=None):
        logs = logs if logs is not None else {}
        if epoch % self.every:
            return
        y_pred = self.model.predict_generator(self.train_gen, steps=self.train_steps)
        y_true = self.train_gen.labels[: len(y_pred)]
        roc = roc_auc_score(y_true, y_pred)
        y_pred_val = self.model.predict_generator(self.val_gen, steps=self.val_steps)
        y_true_val = self.val_gen.labels[: len(y_pred_val)]
        roc_val = roc_auc_score(y_true_val, y_pred_val)
        logs["roc_auc"], logs["roc_auc_val"] = roc, roc_val
        self.aucs.append(roc_val)
        print("\rroc-auc: %.4f - roc-auc_val: %.4f" % (roc, roc_val))


model = build_model()
model.compile(optimizer="adam", loss="binary_crossentropy")
model.fit_generator(train_gen, steps_per_epoch=len(train_gen), epochs=30,
                    validation_data=val_gen, validation_steps=len(val_gen),
                    callbacks=[RocAucMetricCallback(train_gen, val_gen, len(train_gen), len(val_gen))])
