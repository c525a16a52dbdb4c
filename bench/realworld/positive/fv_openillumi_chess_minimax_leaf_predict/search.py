import math


class AlphaBetaSearch:
    def __init__(self, evaluator, depth=3):
        self.evaluator = evaluator
        self.depth = depth
        self.nodes = 0

    def best_move(self, board):
        self.nodes = 0
        best, best_score = None, -math.inf
        maximizing = board.turn
        for move in board.legal_moves:
            board.push(move)
            score = self.minimax(board, self.depth - 1, -math.inf, math.inf, not maximizing)
            board.pop()
            if not maximizing:
                score = -score
            if score > best_score:
                best, best_score = move, score
        return best

    def minimax(self, board, depth, alpha, beta, maximizing):
        self.nodes += 1
        if depth == 0 or board.is_game_over():
            return self.evaluator.score(board)
        if maximizing:
            value = -math.inf
            for move in board.legal_moves:
                board.push(move)
                value = max(value, self.minimax(board, depth - 1, alpha, beta, False))
                board.pop()
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
            return value
        value = math.inf
        for move in board.legal_moves:
            board.push(move)
            value = min(value, self.minimax(board, depth - 1, alpha, beta, True))
            board.pop()
            beta = min(beta, value)
            if alpha >= beta:
                break
        return value
