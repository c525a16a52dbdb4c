# source: https://github.com/PacktPublishing/AI-Crash-Course/issues/2
# symptom: (fixed variant) the Chapter 13 snake DQN leaked memory with per-step predict calls
# note: Correct: the per-step action uses a direct model call (no predict() loop set-up), and the replay targets come
# note: from one predict_on_batch over a fixed-size batch instead of two predict() calls per sample. The model is
# note: built once; batch shapes are constant, so train_on_batch does not retrace. This is the documented alternative
# note: for small inputs; the reporter's own patch is not reproduced.

import numpy as np
from tensorflow import keras

from snake_env import SnakeEnvironment

N_LAST, BATCH, GAMMA = 4, 32, 0.9


def build_brain(input_shape, n_actions=4):
    model = keras.Sequential([
        keras.Input(shape=input_shape),
        keras.layers.Conv2D(32, 3, activation="relu"),
        keras.layers.MaxPooling2D(),
        keras.layers.Conv2D(64, 2, activation="relu"),
        keras.layers.Flatten(),
        keras.layers.Dense(256, activation="relu"),
        keras.layers.Dense(n_actions),
    ])
    model.compile(loss="mse", optimizer=keras.optimizers.Adam(1e-4))
    return model


def replay_batch(model, memory, rng):
    picks = rng.integers(0, len(memory), size=BATCH)
    states = np.concatenate([memory[i][0] for i in picks])
    next_states = np.concatenate([memory[i][3] for i in picks])
    q_all = model.predict_on_batch(np.concatenate([states, next_states]))
    targets, q_next = q_all[:BATCH].copy(), q_all[BATCH:].max(axis=1)
    for row, i in enumerate(picks):
        _, action, reward, _, done = memory[i]
        targets[row, action] = reward if done else reward + GAMMA * q_next[row]
    return states, targets


def main(max_memory=60000):
    env = SnakeEnvironment(wait_time=0)
    model = build_brain((env.n_rows, env.n_columns, N_LAST))
    rng = np.random.default_rng(0)
    memory, epsilon = [], 1.0
    while True:
        env.reset()
        state = np.repeat(env.screen_map[np.newaxis, :, :, np.newaxis], N_LAST, axis=3)
        game_over = False
        while not game_over:
            if rng.random() < epsilon:
                action = int(rng.integers(0, 4))
            else:
                action = int(np.argmax(model(state, training=False)[0]))
            frame, reward, game_over = env.step(action)
            next_state = np.append(state, frame.reshape(1, env.n_rows, env.n_columns, 1), axis=3)[..., 1:]
            memory.append((state, action, reward, next_state, game_over))
            memory = memory[-max_memory:]
            if len(memory) >= BATCH:
                inputs, targets = replay_batch(model, memory, rng)
                model.train_on_batch(inputs, targets)
            state = next_state
        epsilon = max(0.05, epsilon - 2e-4)


if __name__ == "__main__":
    main()
