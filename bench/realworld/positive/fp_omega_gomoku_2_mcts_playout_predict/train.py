import random
from collections import deque

import numpy as np

from game import Board, Game
from mcts import MCTS
from network import PolicyValueNet


class MCTSPlayer:
    def __init__(self, policy_value_fn, n_playout=400):
        self.mcts = MCTS(policy_value_fn, n_playout=n_playout)

    def get_action(self, board, temp=1e-3):
        acts, probs = self.mcts.get_move_probs(board, temp)
        move_probs = np.zeros(board.width * board.height)
        move_probs[list(acts)] = probs
        move = np.random.choice(acts, p=0.75 * probs + 0.25 * np.random.dirichlet(0.3 * np.ones(len(probs))))
        self.mcts.update_with_move(move)
        return move, move_probs

    def reset(self):
        self.mcts.update_with_move(-1)


def run(n_games=1500, batch_size=512):
    board = Board(width=15, height=15, n_in_row=5)
    game = Game(board)
    net = PolicyValueNet(board_size=15)
    player = MCTSPlayer(net.policy_value_fn, n_playout=400)
    buffer = deque(maxlen=10000)
    for i in range(n_games):
        winner, play_data = game.start_self_play(player, temp=1.0)
        buffer.extend(play_data)
        if len(buffer) > batch_size:
            batch = random.sample(buffer, batch_size)
            states, probs, winners = zip(*batch)
            net.train_step(states, probs, winners, lr=2e-3)
        print(f"game {i}: {len(play_data)} moves, winner {winner}")
    net.model.save_weights("best_policy.weights.h5")


if __name__ == "__main__":
    run()
