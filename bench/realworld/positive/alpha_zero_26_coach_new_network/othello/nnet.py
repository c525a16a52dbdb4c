import numpy as np

from .othello_nnet import OthelloNNet


class NNetWrapper:
    def __init__(self, game, channels=512):
        self.board_x, self.board_y = game.getBoardSize()
        self.action_size = game.getActionSize()
        self.nnet = OthelloNNet(self.board_x, self.board_y, self.action_size, channels)

    def train(self, examples, epochs=10, batch_size=64):
        boards, pis, vs = map(np.asarray, zip(*examples))
        self.nnet.model.fit(boards, [pis, vs], batch_size=batch_size, epochs=epochs)

    def save_checkpoint(self, path):
        self.nnet.model.save_weights(path)

    def load_checkpoint(self, path):
        self.nnet.model.load_weights(path)
