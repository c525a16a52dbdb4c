import numpy as np
from keras.models import Sequential, load_model
from keras.layers import Conv2D, Flatten, Activation, InputLayer


class CNNPolicy(object):
    def __init__(self, feature_list, model=None, board=19):
        self.feature_list = feature_list
        self.board = board
        self.model = model if model is not None else self.create_network(len(feature_list), board)

    @staticmethod
    def create_network(n_planes, board=19, layers=12, filters=128):
        net = Sequential()
        net.add(InputLayer(input_shape=(n_planes, board, board)))
        net.add(Conv2D(filters, 5, padding="same", activation="relu", data_format="channels_first"))
        for _ in range(layers - 2):
            net.add(Conv2D(filters, 3, padding="same", activation="relu", data_format="channels_first"))
        net.add(Conv2D(1, 1, padding="same", data_format="channels_first"))
        net.add(Flatten())
        net.add(Activation("softmax"))
        return net

    @classmethod
    def from_snapshot(cls, path, feature_list):
        net = load_model(path, compile=False)
        return cls(feature_list, model=net)

    def batch_eval_state(self, planes):
        probs = self.model.predict_on_batch(np.asarray(planes, dtype="float32"))
        return [p.reshape(self.board, self.board) for p in probs]

    def save_snapshot(self, path):
        self.model.save(path)
