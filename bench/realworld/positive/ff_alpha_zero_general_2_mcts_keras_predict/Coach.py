from collections import deque
from random import shuffle

import numpy as np

from MCTS import MCTS


class Coach:
    def __init__(self, game, nnet, args):
        self.game, self.nnet, self.args = game, nnet, args
        self.trainExamplesHistory = deque(maxlen=args.numItersForTrainExamplesHistory)

    def executeEpisode(self):
        mcts = MCTS(self.game, self.nnet, self.args)
        examples, board, cur_player, step = [], self.game.getInitBoard(), 1, 0
        while True:
            step += 1
            canonical = self.game.getCanonicalForm(board, cur_player)
            pi = mcts.getActionProb(canonical, temp=int(step < self.args.tempThreshold))
            for b, p in self.game.getSymmetries(canonical, pi):
                examples.append([b, cur_player, p])
            action = np.random.choice(len(pi), p=pi)
            board, cur_player = self.game.getNextState(board, cur_player, action)
            result = self.game.getGameEnded(board, cur_player)
            if result != 0:
                return [(b, p, result * ((-1) ** (player != cur_player))) for b, player, p in examples]

    def learn(self):
        for iteration in range(1, self.args.numIters + 1):
            iteration_examples = deque(maxlen=self.args.maxlenOfQueue)
            for _ in range(self.args.numEps):
                iteration_examples += self.executeEpisode()
            self.trainExamplesHistory.append(iteration_examples)
            train_examples = [e for history in self.trainExamplesHistory for e in history]
            shuffle(train_examples)
            self.nnet.train(train_examples)
            self.nnet.save_checkpoint(folder=self.args.checkpoint, filename=f"iter_{iteration}.weights.h5")
