import os
from types import SimpleNamespace

import numpy as np

from .OthelloNNet import OthelloNNet

args = SimpleNamespace(lr=0.001, dropout=0.3, epochs=10, batch_size=64, num_channels=512)


class NNetWrapper:
    def __init__(self, game):
        self.nnet = OthelloNNet(game, args)
        self.board_x, self.board_y = game.getBoardSize()
        self.action_size = game.getActionSize()

    def train(self, examples):
        boards, pis, vs = list(zip(*examples))
        self.nnet.model.fit(np.asarray(boards), [np.asarray(pis), np.asarray(vs)],
                            batch_size=args.batch_size, epochs=args.epochs)

    def predict(self, board):
        board = board[np.newaxis, :, :]
        pi, v = self.nnet.model.predict(board, verbose=False)
        return pi[0], v[0]

    def save_checkpoint(self, folder="checkpoint", filename="checkpoint.weights.h5"):
        os.makedirs(folder, exist_ok=True)
        self.nnet.model.save_weights(os.path.join(folder, filename))

    def load_checkpoint(self, folder="checkpoint", filename="checkpoint.weights.h5"):
        self.nnet.model.load_weights(os.path.join(folder, filename))
