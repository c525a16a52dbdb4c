import argparse

import chess

from evaluator import NeuralEvaluator
from search import AlphaBetaSearch


def main():
    parser = argparse.ArgumentParser(description="Play the engine against itself.")
    parser.add_argument("--model", default="models/eval_cnn.keras")
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--max-moves", type=int, default=200)
    args = parser.parse_args()

    engine = AlphaBetaSearch(NeuralEvaluator(args.model), depth=args.depth)
    board = chess.Board()
    while not board.is_game_over() and board.fullmove_number < args.max_moves:
        move = engine.best_move(board)
        print(board.fullmove_number, board.san(move), engine.nodes)
        board.push(move)
    print(board.result())


if __name__ == "__main__":
    main()
