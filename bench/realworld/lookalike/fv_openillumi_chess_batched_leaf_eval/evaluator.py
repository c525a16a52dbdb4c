import chess
import numpy as np
from tensorflow import keras

PIECES = [chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN, chess.KING]


def encode(board):
    planes = np.zeros((8, 8, 12), dtype=np.float32)
    for idx, piece in enumerate(PIECES):
        for off, color in ((0, chess.WHITE), (6, chess.BLACK)):
            for sq in board.pieces(piece, color):
                planes[chess.square_rank(sq), chess.square_file(sq), idx + off] = 1.0
    return planes


class BatchEvaluator:
    def __init__(self, model_path):
        self.model = keras.models.load_model(model_path, compile=False)

    def score_many(self, boards):
        x = np.stack([encode(b) for b in boards])
        return self.model.predict_on_batch(x)[:, 0].tolist()

    def terminal_score(self, board):
        if board.is_checkmate():
            return -1e6 if board.turn == chess.WHITE else 1e6
        return 0.0
