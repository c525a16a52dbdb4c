from typing import Dict, Tuple

import flwr as fl
import tensorflow as tf
from flwr.common import NDArrays, Scalar


class TFClient(fl.client.NumPyClient):
    """Tensorflow client used by every participating site."""

    def __init__(self, train_ds: tf.data.Dataset, val_ds: tf.data.Dataset,
                 model: tf.keras.Model, num_examples_train: int):
        self.model = model
        self.train_ds = train_ds
        self.val_ds = val_ds
        self.num_examples_train = num_examples_train

    def get_parameters(self, config: Dict[str, Scalar]) -> NDArrays:
        return self.model.get_weights()

    def fit(self, parameters: NDArrays, config: Dict[str, Scalar]) -> Tuple[NDArrays, int, Dict]:
        epochs = int(config["local_epochs"])
        current_round = int(config["current_round"])
        exp_decay = float(config["exp_decay"])
        lr_client_initial = float(config["lr_client_initial"])
        if current_round > 1:
            lr_client = lr_client_initial * (exp_decay ** (current_round - 1))
            tf.keras.backend.set_value(self.model.optimizer.learning_rate, lr_client)

        self.model.set_weights(parameters)
        results = self.model.fit(self.train_ds, epochs=epochs, verbose=0)
        return self.model.get_weights(), int(self.num_examples_train), results.history

    def evaluate(self, parameters: NDArrays, config: Dict[str, Scalar]):
        self.model.set_weights(parameters)
        loss, acc = self.model.evaluate(self.val_ds, verbose=0)
        return float(loss), len(self.val_ds), {"accuracy": float(acc)}
