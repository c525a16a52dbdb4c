# source: https://github.com/keras-team/keras/issues/10472
# symptom: with fit_generator the callback's self.validation_data is None, so the workaround posted in the thread passes the validation generator to the callback and, at the end of every epoch, pulls it batch by batch and calls self.model.predict on each batch to compute F1, precision and recall
# expect: TFM008 33
# note: notebook cell with star imports (keras.callbacks / keras.models); the per-batch predict sits in a loop inside the on_epoch_end hook, so every epoch runs one full prediction loop per validation batch
from keras.callbacks import *
from keras.models import *
import numpy as np


def f1_precision_recall(y_true, y_pred):
    tp = float(np.sum((y_pred == 1) & (y_true == 1)))
    fp = float(np.sum((y_pred == 1) & (y_true == 0)))
    fn = float(np.sum((y_pred == 0) & (y_true == 1)))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return f1, precision, recall


class Metrics(Callback):
    def __init__(self, val_gen, batch_size=20):
        super().__init__()
        self.val_gen = val_gen
        self.batch_size = batch_size
        self.val_f1s, self.val_precisions, self.val_recalls = [], [], []

    def on_epoch_end(self, epoch, logs=None):
        batches = len(self.val_gen)
        val_pred = np.zeros(batches * self.batch_size)
        val_true = np.zeros(batches * self.batch_size)
        for b in range(batches):
            x_val, y_val = self.val_gen[b]
            pred = self.model.predict(x_val, verbose=0).round().ravel()
            val_pred[b * self.batch_size:b * self.batch_size + len(pred)] = pred
            val_true[b * self.batch_size:b * self.batch_size + len(y_val)] = y_val
        f1, precision, recall = f1_precision_recall(val_true, val_pred)
        self.val_f1s.append(f1)
        self.val_precisions.append(precision)
        self.val_recalls.append(recall)
        print(f" - val_f1: {f1:.4f} - val_precision: {precision:.4f} - val_recall: {recall:.4f}")


model = load_model("checkpoints/binary_cnn_base.keras")
metrics = Metrics(val_generator, batch_size=20)
model.fit(train_generator, epochs=30, callbacks=[metrics])
