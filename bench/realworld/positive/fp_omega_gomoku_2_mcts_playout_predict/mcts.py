import copy

import numpy as np


def softmax(x):
    probs = np.exp(x - np.max(x))
    return probs / probs.sum()


class TreeNode:
    def __init__(self, parent, prior):
        self.parent = parent
        self.children = {}
        self.n_visits = 0
        self.q = 0.0
        self.u = 0.0
        self.p = prior

    def expand(self, action_priors):
        for action, prob in action_priors:
            if action not in self.children:
                self.children[action] = TreeNode(self, prob)

    def select(self, c_puct):
        return max(self.children.items(), key=lambda item: item[1].value(c_puct))

    def update_recursive(self, leaf_value):
        if self.parent:
            self.parent.update_recursive(-leaf_value)
        self.n_visits += 1
        self.q += (leaf_value - self.q) / self.n_visits

    def value(self, c_puct):
        self.u = c_puct * self.p * np.sqrt(self.parent.n_visits) / (1 + self.n_visits)
        return self.q + self.u

    def is_leaf(self):
        return not self.children


class MCTS:
    def __init__(self, policy_value_fn, c_puct=5, n_playout=400):
        self.root = TreeNode(None, 1.0)
        self.policy = policy_value_fn
        self.c_puct = c_puct
        self.n_playout = n_playout

    def _playout(self, board):
        node = self.root
        while not node.is_leaf():
            action, node = node.select(self.c_puct)
            board.do_move(action)
        action_probs, leaf_value = self.policy(board)
        end, winner = board.game_end()
        if not end:
            node.expand(action_probs)
        else:
            leaf_value = 0.0 if winner == -1 else (1.0 if winner == board.get_current_player() else -1.0)
        node.update_recursive(-leaf_value)

    def get_move_probs(self, board, temp=1e-3):
        for _ in range(self.n_playout):
            self._playout(copy.deepcopy(board))
        visits = [(a, n.n_visits) for a, n in self.root.children.items()]
        acts, counts = zip(*visits)
        return acts, softmax(1.0 / temp * np.log(np.array(counts) + 1e-10))

    def update_with_move(self, last_move):
        if last_move in self.root.children:
            self.root = self.root.children[last_move]
            self.root.parent = None
        else:
            self.root = TreeNode(None, 1.0)
