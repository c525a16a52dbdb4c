from random import shuffle

import numpy as np

from MCTS import MCTS
from othello.keras import NNetWrapper
from othello.OthelloGame import OthelloGame


class Coach:
    def __init__(self, game, nnet, num_iters=1000, num_eps=100, temp_threshold=15):
        self.game, self.nnet = game, nnet
        self.num_iters, self.num_eps, self.temp_threshold = num_iters, num_eps, temp_threshold

    def executeEpisode(self, mcts):
        examples, board, player, step = [], self.game.getInitBoard(), 1, 0
        while True:
            step += 1
            canonical = self.game.getCanonicalForm(board, player)
            pi = mcts.getActionProb(canonical, temp=int(step < self.temp_threshold))
            examples.append([canonical, player, pi])
            board, player = self.game.getNextState(board, player, np.random.choice(len(pi), p=pi))
            r = self.game.getGameEnded(board, player)
            if r != 0:
                return [(b, p, r * ((-1) ** (pl != player))) for b, pl, p in examples]

    def learn(self):
        for i in range(1, self.num_iters + 1):
            iteration_examples = []
            for _ in range(self.num_eps):
                iteration_examples += self.executeEpisode(MCTS(self.game, self.nnet))
            shuffle(iteration_examples)
            self.nnet.train(iteration_examples)
            self.nnet.save_checkpoint(filename=f"checkpoint_{i}.weights.h5")


if __name__ == "__main__":
    g = OthelloGame(6)
    Coach(g, NNetWrapper(g)).learn()
