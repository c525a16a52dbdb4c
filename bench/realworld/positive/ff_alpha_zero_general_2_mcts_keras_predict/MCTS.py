import math

import numpy as np

EPS = 1e-8


class MCTS:
    def __init__(self, game, nnet, args):
        self.game, self.nnet, self.args = game, nnet, args
        self.Qsa, self.Nsa, self.Ns, self.Ps, self.Es, self.Vs = {}, {}, {}, {}, {}, {}

    def getActionProb(self, canonicalBoard, temp=1):
        for _ in range(self.args.numMCTSSims):
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
            total = np.sum(self.Ps[s])
            self.Ps[s] = self.Ps[s] / total if total > 0 else valids / np.sum(valids)
            self.Vs[s], self.Ns[s] = valids, 0
            return -v

        valids = self.Vs[s]
        best_u, best_a = -float("inf"), -1
        for a in range(self.game.getActionSize()):
            if not valids[a]:
                continue
            if (s, a) in self.Qsa:
                u = self.Qsa[(s, a)] + self.args.cpuct * self.Ps[s][a] * math.sqrt(self.Ns[s]) / (1 + self.Nsa[(s, a)])
            else:
                u = self.args.cpuct * self.Ps[s][a] * math.sqrt(self.Ns[s] + EPS)
            if u > best_u:
                best_u, best_a = u, a

        next_board, next_player = self.game.getNextState(canonicalBoard, 1, best_a)
        v = self.search(self.game.getCanonicalForm(next_board, next_player))
        if (s, best_a) in self.Qsa:
            n = self.Nsa[(s, best_a)]
            self.Qsa[(s, best_a)] = (n * self.Qsa[(s, best_a)] + v) / (n + 1)
            self.Nsa[(s, best_a)] = n + 1
        else:
            self.Qsa[(s, best_a)], self.Nsa[(s, best_a)] = v, 1
        self.Ns[s] += 1
        return -v
