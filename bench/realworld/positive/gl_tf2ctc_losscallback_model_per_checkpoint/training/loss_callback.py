from datetime import datetime

import pandas
from tensorflow.keras.callbacks import Callback
from tensorflow.keras.models import Model

from utils.train_utils import calc_wer


class LossCallback(Callback):
    """Computes WER on validation data and saves model and logs at checkpoints."""

    def __init__(self, test_func, validation_gen, model, checkpoint,
                 path_to_save, log_file_path):
        super().__init__()
        self.test_func = test_func
        self.validation_gen = validation_gen
        self.keras_model = model
        self.checkpoint = checkpoint
        self.path_to_save = path_to_save
        self.log_file_path = log_file_path
        self.values = []
        self.timestamp = datetime.now().strftime("%m-%d_%H%M") + ".csv"

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}
        wer = calc_wer(self.test_func, self.validation_gen)
        print(" - average WER: ", wer[1], "\n")
        self.values.append([logs.get("loss"), logs.get("val_loss"), wer[1]])

        if (epoch + 1) % self.checkpoint == 0:
            if self.path_to_save:
                model_to_save = Model(self.keras_model.inputs, self.keras_model.outputs)
                model_to_save.save(self.path_to_save)
            self.save_log()

    def save_log(self):
        stats = pandas.DataFrame(data=self.values,
                                 columns=["loss", "val_loss", "wer"])
        stats.to_csv(self.log_file_path + "_" + self.timestamp)
