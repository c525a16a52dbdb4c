"""Keras callbacks for the sequence models."""
from tensorflow.keras.callbacks import Callback

from metrics import ClassificationResult


class MetricsCallback(Callback):
    """Prints train/validation metrics at the end of every epoch."""

    def __init__(self, train_data, validation_data):
        super().__init__()
        self.train_data = train_data
        self.validation_data = validation_data
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        X_train, y_train = self.train_data
        X_val, y_val = self.validation_data

        y_train_pred = self.model.predict(X_train)
        y_val_pred = self.model.predict(X_val)

        train_result = ClassificationResult(y_train, y_train_pred)
        val_result = ClassificationResult(y_val, y_val_pred)
        self.history.append((epoch, train_result, val_result))
        print("Training Data:")
        print(train_result)
        print("Validation Data:")
        print(val_result)
