import numpy as np
from tensorflow import keras


class WholeSetMetric(keras.callbacks.Callback):
    def __init__(self, gen_handle, steps, metric_fn, name):
        super().__init__()
        self.gen_handle = gen_handle
        self.steps = steps
        self.metric_fn = metric_fn
        self.name = name

    def on_epoch_end(self, epoch, logs=None):
        logs = logs if logs is not None else {}
        y_true, y_pred = [], []
        for ind, batch in enumerate(self.gen_handle.generate()):
            if ind >= self.steps:
                break
            x_batch, y_true_batch = batch
            y_pred_batch = np.asarray(self.model.predict_on_batch(x_batch))
            y_true.append(np.asarray(y_true_batch))
            y_pred.append(y_pred_batch)
        logs[self.name] = float(self.metric_fn(np.concatenate(y_true), np.concatenate(y_pred)))
        print(" - %s: %.4f" % (self.name, logs[self.name]))
