import argparse
import os
import random

from keras.optimizers import SGD

from policy import CNNPolicy
from selfplay import run_n_games, FEATURES


def main(argv=None):
    parser = argparse.ArgumentParser(description="REINFORCE training of the policy network")
    parser.add_argument("initial_snapshot")
    parser.add_argument("out_directory")
    parser.add_argument("--learning-rate", type=float, default=0.001)
    parser.add_argument("--game-batch", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=10000)
    parser.add_argument("--save-every", type=int, default=500)
    args = parser.parse_args(argv)

    player = CNNPolicy.from_snapshot(args.initial_snapshot, FEATURES)
    player.model.compile(loss="categorical_crossentropy", optimizer=SGD(learning_rate=args.learning_rate))
    pool = [args.initial_snapshot]

    for i_iter in range(1, args.iterations + 1):
        opponent_path = random.choice(pool)
        opponent = CNNPolicy.from_snapshot(opponent_path, FEATURES)
        win_ratio = run_n_games(player, opponent, args.game_batch)
        print("iteration %d opponent %s win ratio %.3f" % (i_iter, os.path.basename(opponent_path), win_ratio))
        if i_iter % args.save_every == 0:
            snapshot = os.path.join(args.out_directory, "weights.%05d.h5" % i_iter)
            player.save_snapshot(snapshot)
            pool.append(snapshot)


if __name__ == "__main__":
    main()
