from sklearn.metrics import roc_auc_score
from tensorflow.keras.callbacks import Callback


class EpochRocAuc(Callback):
    def __init__(self, training_data, validation_data):
        super().__init__()
        self.x_train, self.y_train = training_data
        self.x_val, self.y_val = validation_data
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        train_scores = self.model.predict(self.x_train, verbose=0)
        val_scores = self.model.predict(self.x_val, verbose=0)
        train_auc = roc_auc_score(self.y_train, train_scores)
        val_auc = roc_auc_score(self.y_val, val_scores)
        self.history.append((train_auc, val_auc))
        print(f"\n  roc-auc: {train_auc:.4f} - val roc-auc: {val_auc:.4f}")
