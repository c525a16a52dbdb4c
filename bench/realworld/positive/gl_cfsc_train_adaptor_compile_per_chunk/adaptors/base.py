"""Adaptor interface shared by the training back-ends."""
import abc


class TrainAdaptor(abc.ABC):
    """Wraps a model and the data it is trained on."""

    def set_data(self, X_train, Y_train, X_val=None, Y_val=None):
        self.X_train, self.Y_train = X_train, Y_train
        self.X_val, self.Y_val = X_val, Y_val

    @abc.abstractmethod
    def train(self, batch_size, epoch, call_backs=None, **kwargs):
        """Train on the data currently set."""

    @abc.abstractmethod
    def save(self, model_path):
        """Persist the trained model."""
