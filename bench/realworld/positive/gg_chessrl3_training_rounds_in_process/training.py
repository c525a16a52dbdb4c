import argparse
import os

import psutil

from dataset import DatasetGame
from model import ChessModel
from selfplay import play_game


def get_model_path(directory):
    models = sorted(f for f in os.listdir(directory) if f.endswith(".h5"))
    return os.path.join(directory, models[-1] if models else "model-0.h5")


def train_round(model_dir, games):
    model_path = get_model_path(model_dir)
    net = ChessModel()
    if os.path.exists(model_path):
        net.load(model_path)
    dataset = DatasetGame()
    for game_id in range(games):
        dataset.append(play_game(net, game_id))
    x, y_policy, y_value = dataset.to_arrays()
    net.train(x, y_policy, y_value, epochs=2, logdir=model_dir)
    net.save(model_path)


def main():
    parser = argparse.ArgumentParser(description="Plays chess games, stores the result and trains a model.")
    parser.add_argument("model_dir")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--train_rounds", type=int, default=100)
    args = parser.parse_args()
    for i in range(args.train_rounds):
        mem_before = psutil.Process().memory_percent()
        train_round(args.model_dir, args.games)
        print(f"round {i}: RAM increment {psutil.Process().memory_percent() - mem_before:.2f}%")


if __name__ == "__main__":
    main()
