"""Watch a (GA-evolved) network play snake."""
import argparse

from tensorflow import keras
from tensorflow.keras import layers

from snake_env.game import game_loop


def build_policy(n_inputs=57, n_moves=4):
    model = keras.Sequential([
        layers.Input(shape=(n_inputs,)),
        layers.Dense(16, activation="relu"),
        layers.Dense(n_moves, activation="softmax"),
    ])
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", default=None)
    parser.add_argument("--speed", type=int, default=15)
    parser.add_argument("--sight", type=int, default=3)
    args = parser.parse_args()

    policy = build_policy(n_inputs=8 + (2 * args.sight + 1) ** 2)
    if args.weights:
        policy.load_weights(args.weights)
    length, moves = game_loop(policy, speed=args.speed, sight=args.sight)
    print(f"final length {length}, moves since last fruit {moves}")


if __name__ == "__main__":
    main()
