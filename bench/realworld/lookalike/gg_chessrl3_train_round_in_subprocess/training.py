import argparse
import multiprocessing
import os

import psutil


def process_initializer():
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "1"
    import tensorflow as tf
    gpus = tf.config.experimental.list_physical_devices("GPU")
    if gpus:
        tf.config.experimental.set_memory_growth(gpus[0], True)


def get_model_path(directory):
    models = sorted(f for f in os.listdir(directory) if f.endswith(".h5"))
    return os.path.join(directory, models[-1] if models else "model-0.h5")


def train_job(model_dir, games):
    process_initializer()
    from dataset import DatasetGame
    from model import ChessModel
    from selfplay import play_game

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
    multiprocessing.set_start_method("spawn", force=True)
    for i in range(args.train_rounds):
        mem_before = psutil.Process().memory_percent()
        p = multiprocessing.Process(target=train_job, args=(args.model_dir, args.games))
        p.start()
        p.join()
        print(f"round {i}: RAM increment {psutil.Process().memory_percent() - mem_before:.2f}%")


if __name__ == "__main__":
    main()
