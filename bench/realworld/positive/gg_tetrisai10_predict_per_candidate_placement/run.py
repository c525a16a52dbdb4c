from statistics import mean

from dqn_agent import DQNAgent
from tetris import Tetris


def dqn(episodes=3000, max_steps=None, epsilon_stop_episode=1500, mem_size=20000, discount=0.95,
        batch_size=512, epochs=1, log_every=50, replay_start_size=2000, train_every=1):
    env = Tetris()
    agent = DQNAgent(env.get_state_size(), mem_size=mem_size, discount=discount,
                     epsilon_stop_episode=epsilon_stop_episode, replay_start_size=replay_start_size)
    scores = []
    for episode in range(episodes):
        current_state = env.reset()
        done, steps = False, 0
        while not done and (not max_steps or steps < max_steps):
            next_states = {tuple(v): k for k, v in env.get_next_states().items()}
            best_state = agent.best_state(next_states.keys())
            best_action = next_states[best_state]
            reward, done = env.play(best_action[0], best_action[1], render=False)
            agent.add_to_memory(current_state, best_state, reward, done)
            current_state = best_state
            steps += 1
        scores.append(env.get_game_score())
        if episode % train_every == 0:
            agent.train(batch_size=batch_size, epochs=epochs)
        if log_every and episode % log_every == 0:
            print(f"episode {episode} avg {mean(scores[-log_every:]):.1f} max {max(scores[-log_every:])}")


if __name__ == "__main__":
    dqn()
