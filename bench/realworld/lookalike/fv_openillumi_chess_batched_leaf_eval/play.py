import chess

from evaluator import BatchEvaluator
from search import BatchedSearch


def main(model_path="models/eval_cnn.keras", max_moves=150):
    search = BatchedSearch(BatchEvaluator(model_path))
    board = chess.Board()
    while not board.is_game_over() and board.fullmove_number < max_moves:
        board.push(search.best_move(board))
    print(board.result())


if __name__ == "__main__":
    main()
