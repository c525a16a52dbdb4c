"""Plays games of snake with a network and scores it."""
import numpy as np

from snake_game import SnakeGame


def encode_state(game):
    head, food = np.array(game.head), np.array(game.food)
    blocked = game.blocked_directions()
    angle = np.arctan2(*(food - head)) / np.pi
    return np.array(blocked + [angle, *(food - head) / game.size, 1.0],
                    dtype=np.float32).reshape(1, -1)


def play(model, n_games=5, max_steps=500):
    scores = []
    for _ in range(n_games):
        game = SnakeGame(size=20)
        steps = 0
        while not game.over and steps < max_steps:
            state = encode_state(game)
            prediction = model.predict(state, verbose=0)
            game.step(int(np.argmax(prediction[0])) - 1)
            steps += 1
        scores.append(game.score)
    return float(np.mean(scores))
