from datetime import datetime

import numpy as np
from sklearn.preprocessing import StandardScaler

from agent import DQNAgent
from trading_env import OptionsTradingEnv


def get_scaler(env, n_samples=2000):
    states = [env.reset()]
    for _ in range(min(n_samples, env.n_step - 1)):
        state, _, done, _ = env.step(np.random.choice(len(env.action_list)))
        states.append(state)
        if done:
            break
    return StandardScaler().fit(states)


def play_one_episode(agent, env, scaler, is_train=True, batch_size=32):
    state = scaler.transform([env.reset()])
    done, info = False, {}
    while not done:
        action = agent.act(state)
        next_state, reward, done, info = env.step(action)
        next_state = scaler.transform([next_state])
        if is_train:
            agent.update_replay_memory(state[0], action, reward, next_state[0], done)
            agent.replay(batch_size)
        state = next_state
    return info["value"]


if __name__ == "__main__":
    prices = np.loadtxt("data/es_options_prices.csv", delimiter=",", skiprows=1)
    env = OptionsTradingEnv(prices)
    agent = DQNAgent(env.state_dim, len(env.action_list))
    scaler = get_scaler(env)
    for episode in range(1000):
        start = datetime.now()
        value = play_one_episode(agent, env, scaler)
        print(f"episode: {episode + 1}/1000, episode end value: {value:.2f}, duration: {datetime.now() - start}")
    agent.save("dqn.weights.h5")
