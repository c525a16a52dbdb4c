# source: https://github.com/keras-team/keras/issues/1632
# symptom: validation from a generator at the end of each epoch before fit supported validation generators
# note: callback from the thread: test_on_batch on fixed-size generator batches; no Python number that changes per call is passed to a traced function and no new prediction loop is set up
import numpy as np
from tensorflow import keras


class GeneratorValidation(keras.callbacks.Callback):
    """Evaluates a fixed number of generator batches after every epoch."""

    def __init__(self, val_gen, steps):
        super().__init__()
        self.val_gen = val_gen
        self.steps = steps

    def on_epoch_end(self, epoch, logs=None):
        logs = logs if logs is not None else {}
        results = [self.model.test_on_batch(*next(self.val_gen)) for _ in range(self.steps)]
        results = np.asarray(results, dtype="float64")
        if results.ndim == 1:
            logs["val_loss"] = float(results.mean())
        else:
            logs["val_loss"] = float(results[:, 0].mean())
            for i, name in enumerate(self.model.metrics_names[1:], start=1):
                logs["val_" + name] = float(results[:, i].mean())
        print(" - val_loss: %.4f" % logs["val_loss"])
