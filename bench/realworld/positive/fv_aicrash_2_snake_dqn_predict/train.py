"""Train the snake-playing CNN with deep Q-learning."""
import numpy as np

from brain import build_brain
from replay import ExperienceReplay
from snake_env import SnakeEnvironment

MEMORY_SIZE = 60000
BATCH_SIZE = 32
N_LAST_STATES = 4
EPSILON_DECAY = 0.0002
MIN_EPSILON = 0.05


def initial_states(env):
    state = np.zeros((1, env.n_rows, env.n_columns, N_LAST_STATES))
    for i in range(N_LAST_STATES):
        state[:, :, :, i] = env.screen_map
    return state, state.copy()


def choose_action(model, state, epsilon):
    if np.random.rand() < epsilon:
        return np.random.randint(0, 4)
    q_values = model.predict(state, verbose=0)[0]
    return int(np.argmax(q_values))


def main():
    env = SnakeEnvironment(wait_time=0)
    model = build_brain((env.n_rows, env.n_columns, N_LAST_STATES), learning_rate=1e-4)
    replay = ExperienceReplay(max_memory=MEMORY_SIZE, discount=0.9)
    epsilon, epoch, best = 1.0, 0, 0

    while True:
        env.reset()
        current_state, next_state = initial_states(env)
        game_over, apples = False, 0
        epoch += 1
        while not game_over:
            action = choose_action(model, current_state, epsilon)
            frame, reward, game_over = env.step(action)
            frame = np.reshape(frame, (1, env.n_rows, env.n_columns, 1))
            next_state = np.append(next_state, frame, axis=3)[:, :, :, 1:]
            replay.remember([current_state, action, reward, next_state], game_over)
            if len(replay) >= BATCH_SIZE:
                inputs, targets = replay.get_batch(model, BATCH_SIZE)
                model.train_on_batch(inputs, targets)
            apples += int(env.collected)
            current_state = next_state
        if apples > best:
            best = apples
            model.save("snake_best.h5")
        epsilon = max(MIN_EPSILON, epsilon - EPSILON_DECAY)
        print(f"Epoch {epoch}  best {best}  epsilon {epsilon:.4f}")


if __name__ == "__main__":
    main()
