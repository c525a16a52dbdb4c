import math
import random


class Node:
    def __init__(self, board, parent=None, move=None, prior=1.0):
        self.board, self.parent, self.move, self.prior = board, parent, move, prior
        self.children, self.visits, self.value = [], 0, 0.0

    def ucb(self, c=1.4):
        if self.visits == 0:
            return math.inf
        return self.value / self.visits + c * self.prior * math.sqrt(self.parent.visits) / (1 + self.visits)


class MctsPlayer:
    def __init__(self, start_state, iteration_count=100, heuristic=None):
        self.start_state = start_state
        self.iteration_count = iteration_count
        self.heuristic = heuristic

    def rollout(self, board):
        while not board.is_ended():
            board = board.make_move(random.choice(board.get_valid_moves()))
        return board.get_winner()

    def choose_move(self, board):
        root = Node(board)
        for _ in range(self.iteration_count):
            node = root
            while node.children:
                node = max(node.children, key=Node.ucb)
            if not node.board.is_ended():
                if self.heuristic is not None:
                    value, priors = self.heuristic.analyse(node.board)
                else:
                    value, priors = self.rollout(node.board), None
                for move in node.board.get_valid_moves():
                    prior = 1.0 if priors is None else float(priors[move])
                    node.children.append(Node(node.board.make_move(move), node, move, prior))
            else:
                value = node.board.get_winner()
            while node is not None:
                node.visits += 1
                node.value += value
                node = node.parent
        return max(root.children, key=lambda n: n.visits).move
