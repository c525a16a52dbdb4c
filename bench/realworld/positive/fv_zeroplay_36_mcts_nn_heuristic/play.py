import argparse

from mcts_player import MctsPlayer
from nn_heuristic import NeuralNetHeuristic
from tictactoe import TicTacToeState


def play_match(player_x, player_o, games=10):
    results = {1: 0, -1: 0, 0: 0}
    for _ in range(games):
        board = TicTacToeState()
        players = {board.X_PLAYER: player_x, board.O_PLAYER: player_o}
        while not board.is_ended():
            move = players[board.get_active_player()].choose_move(board)
            board = board.make_move(move)
        results[board.get_winner()] += 1
    return results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=400)
    parser.add_argument("--checkpoint", default="data/tictactoe-nn.keras")
    args = parser.parse_args()
    heuristic = NeuralNetHeuristic(TicTacToeState(), args.checkpoint)
    nn_player = MctsPlayer(TicTacToeState(), iteration_count=args.iterations, heuristic=heuristic)
    plain_player = MctsPlayer(TicTacToeState(), iteration_count=args.iterations)
    print(play_match(nn_player, plain_player))


if __name__ == "__main__":
    main()
