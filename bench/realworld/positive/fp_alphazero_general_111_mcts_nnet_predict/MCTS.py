import math

import numpy as np

EPS = 1e-8


class MCTS:
    def __init__(self, game, nnet, num_sims=25, cpuct=1.0):
        self.game, self.nnet = game, nnet
        self.num_sims, self.cpuct = num_sims, cpuct
        self.Qsa, self.Nsa, self.Ns, self.Ps, self.Es, self.Vs = {}, {}, {}, {}, {}, {}

    def getActionProb(self, canonicalBoard, temp=1):
        for _ in range(self.num_sims):
            self.search(canonicalBoard)
        s = self.game.stringRepresentation(canonicalBoard)
        counts = np.array([self.Nsa.get((s, a), 0) for a in range(self.game.getActionSize())], dtype=float)
        if temp == 0:
            probs = np.zeros_like(counts)
            probs[np.random.choice(np.flatnonzero(counts == counts.max()))] = 1
            return probs
        counts = counts ** (1.0 / temp)
        return counts / counts.sum()

    def search(self, canonicalBoard):
        s = self.game.stringRepresentation(canonicalBoard)
        if s not in self.Es:
            self.Es[s] = self.game.getGameEnded(canonicalBoard, 1)
        if self.Es[s] != 0:
            return -self.Es[s]
        if s not in self.Ps:
            self.Ps[s], v = self.nnet.predict(canonicalBoard)
            valids = self.game.getValidMoves(canonicalBoard, 1)
            self.Ps[s] = self.Ps[s] * valids
            self.Ps[s] /= max(self.Ps[s].sum(), EPS)
            self.Vs[s], self.Ns[s] = valids, 0
            return -v
        valids = self.Vs[s]
        best, best_a = -float("inf"), -1
        for a in np.flatnonzero(valids):
            q = self.Qsa.get((s, a), 0.0)
            u = q + self.cpuct * self.Ps[s][a] * math.sqrt(self.Ns[s] + EPS) / (1 + self.Nsa.get((s, a), 0))
            if u > best:
                best, best_a = u, a
        next_s, next_player = self.game.getNextState(canonicalBoard, 1, best_a)
        v = self.search(self.game.getCanonicalForm(next_s, next_player))
        n = self.Nsa.get((s, best_a), 0)
        self.Qsa[(s, best_a)] = (n * self.Qsa.get((s, best_a), 0.0) + v) / (n + 1)
        self.Nsa[(s, best_a)] = n + 1
        self.Ns[s] += 1
        return -v
