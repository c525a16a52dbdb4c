import math

import chess


class BatchedSearch:
    """Depth-2 search that scores all leaf positions of a node in one batch."""

    def __init__(self, evaluator):
        self.evaluator = evaluator
        self.cache = {}

    def leaf_scores(self, board):
        fens, boards = [], []
        for move in board.legal_moves:
            board.push(move)
            key = board.fen()
            if key not in self.cache:
                fens.append(key)
                boards.append(board.copy(stack=False))
            board.pop()
        if boards:
            for key, score in zip(fens, self.evaluator.score_many(boards)):
                self.cache[key] = score
        scores = []
        for move in board.legal_moves:
            board.push(move)
            scores.append(self.cache[board.fen()])
            board.pop()
        return scores

    def best_move(self, board):
        sign = 1 if board.turn == chess.WHITE else -1
        best, best_value = None, -math.inf
        for move in board.legal_moves:
            board.push(move)
            replies = self.leaf_scores(board) or [self.evaluator.terminal_score(board)]
            value = min(sign * s for s in replies)
            board.pop()
            if value > best_value:
                best, best_value = move, value
        return best
