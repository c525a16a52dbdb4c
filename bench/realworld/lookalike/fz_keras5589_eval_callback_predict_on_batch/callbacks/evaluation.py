import numpy as np
from tensorflow import keras


def denormalize(values, min_values, max_values):
    span = np.asarray(max_values) - np.asarray(min_values)
    return values * span + np.asarray(min_values)


class EvaluationCallback(keras.callbacks.Callback):
    """Prints the per-parameter MSE on de-normalized targets after each epoch."""

    def __init__(self, batches, nb_batches, y_labels, target_max_values):
        super().__init__()
        self.batches = batches
        self.nb_batches = nb_batches
        self.y_labels = y_labels
        self.target_max_values = target_max_values
        self.history = []

    def on_epoch_end(self, epoch, logs=None):
        print("\nEvaluation ..")
        sq_err = np.zeros(len(self.y_labels))
        sample_count = 0.0

        for _ in range(self.nb_batches):
            x, y = next(self.batches)
            y_pred = self.model.predict_on_batch(x)
            y_pred = denormalize(
                y_pred,
                min_values=np.zeros(len(self.target_max_values)),
                max_values=self.target_max_values,
            )
            for i in range(len(y)):
                sq_err += (y[i] - y_pred[i]) ** 2
                sample_count += 1.0

        avg_mse = sq_err / max(sample_count, 1.0)
        self.history.append(avg_mse)
        print("  MSE per parameter on denormalized target:")
        for lbl, mse in zip(self.y_labels, avg_mse):
            print("    {:.4f} for {:s}".format(mse, lbl))
