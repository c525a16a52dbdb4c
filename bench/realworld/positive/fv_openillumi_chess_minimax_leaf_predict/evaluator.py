import chess
import numpy as np
import tensorflow as tf

PIECES = [chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN, chess.KING]


def encode(board):
    planes = np.zeros((8, 8, 12), dtype=np.float32)
    for idx, piece_type in enumerate(PIECES):
        for color_offset, color in ((0, chess.WHITE), (6, chess.BLACK)):
            for square in board.pieces(piece_type, color):
                planes[chess.square_rank(square), chess.square_file(square), idx + color_offset] = 1.0
    return planes


class NeuralEvaluator:
    """Scores a position from White's point of view with a 3-conv / 2-dense CNN."""

    def __init__(self, model_path):
        self.model = tf.keras.models.load_model(model_path)

    def score(self, board):
        if board.is_checkmate():
            return -1e6 if board.turn == chess.WHITE else 1e6
        x = encode(board)[np.newaxis, ...]
        return float(self.model.predict(x, verbose=0)[0][0])
