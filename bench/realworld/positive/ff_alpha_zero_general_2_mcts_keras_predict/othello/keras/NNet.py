import os

import numpy as np

from .OthelloNNet import OthelloNNet


class NNetWrapper:
    def __init__(self, game, args):
        self.args = args
        self.nnet = OthelloNNet(game, args)
        self.board_x, self.board_y = game.getBoardSize()

    def train(self, examples):
        boards, pis, vs = (np.asarray(part) for part in zip(*examples))
        self.nnet.model.fit(boards, [pis, vs], batch_size=self.args.batch_size, epochs=self.args.epochs)

    def predict(self, board):
        board = board[np.newaxis, :, :]
        pi, v = self.nnet.model.predict(board, verbose=0)
        return pi[0], v[0]

    def save_checkpoint(self, folder="checkpoint", filename="checkpoint.weights.h5"):
        os.makedirs(folder, exist_ok=True)
        self.nnet.model.save_weights(os.path.join(folder, filename))

    def load_checkpoint(self, folder="checkpoint", filename="checkpoint.weights.h5"):
        self.nnet.model.load_weights(os.path.join(folder, filename))
