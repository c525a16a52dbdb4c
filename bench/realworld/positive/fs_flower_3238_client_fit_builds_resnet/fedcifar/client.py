import flwr as fl
import tensorflow as tf

from .data import load_client_data


class Cifar100Client(fl.client.NumPyClient):
    """Keeps only its data; the network is created when the server asks for work."""

    def __init__(self, cid, num_clients):
        self.cid = int(cid)
        self.x, self.y = load_client_data(self.cid, num_clients)

    def fit(self, parameters, config):
        model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(32, 32, 3), classes=100)
        model.compile(optimizer=tf.keras.optimizers.SGD(config.get("lr", 0.05)),
                      loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        if parameters:
            model.set_weights(parameters)
        model.fit(self.x, self.y, epochs=int(config.get("local_epochs", 1)), batch_size=64, verbose=0)
        return model.get_weights(), len(self.x), {"cid": self.cid}

    def evaluate(self, parameters, config):
        return 0.0, len(self.x), {}
