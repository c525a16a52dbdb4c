import numpy as np

from sleep.config import ProjectConfig
from sleep.generator import WindowGenerator
from sleep.models import create_lstm1


class Trainer:
    def __init__(self, data_dir):
        self.data_dir = data_dir

    def load_partition(self, participant, fold, split):
        path = "%s/%s/fold%d_%s.npz" % (self.data_dir, participant, fold, split)
        arrays = np.load(path)
        return arrays["x"], arrays["y"]

    def train_fold(self, participant, fold):
        x_train, y_train = self.load_partition(participant, fold, "train")
        x_val, y_val = self.load_partition(participant, fold, "validation")
        model = create_lstm1(x_train.shape[1], ProjectConfig.w_size)
        train_gen = WindowGenerator(x_train, y_train, ProjectConfig.w_size, ProjectConfig.w_overlapping, ProjectConfig.n_phases)
        val_gen = WindowGenerator(x_val, y_val, ProjectConfig.w_size, ProjectConfig.w_overlapping, ProjectConfig.n_phases)
        del x_train, y_train, x_val, y_val
        hist = model.fit(train_gen, epochs=1, validation_data=val_gen)
        model.save("models/%s_fold%d.keras" % (participant, fold))
        del train_gen, val_gen
        return hist.history
