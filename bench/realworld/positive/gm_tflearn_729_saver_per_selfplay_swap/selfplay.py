"""Alternate two players that share one network checkpoint."""
import numpy as np
import tensorflow as tf

from shared_net import SharedNet

tf.compat.v1.disable_eager_execution()

CKPT_A = "ckpt/player_a/model"
CKPT_B = "ckpt/player_b/model"
BOARD = 9


def play_game(net, max_moves=81):
    board = np.zeros((BOARD, BOARD, 3), dtype=np.float32)
    for move in range(max_moves):
        idx = net.best_move(board)
        r, c = divmod(idx, BOARD)
        board[r, c, move % 2] = 1.0
    return board


def main(n_games=10000):
    net = SharedNet(BOARD)
    net.save(CKPT_A)
    net.save(CKPT_B)
    for game in range(n_games):
        current = CKPT_A if game % 2 == 0 else CKPT_B
        net.load(current)
        play_game(net)
        net.save(current)
        if game % 100 == 0:
            print("game %d" % game)


if __name__ == "__main__":
    main()
