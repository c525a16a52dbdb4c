import numpy as np

from dql_agent import DQLAgent
from finance_env import FinanceEnv


def learn(agent, env, episodes):
    trewards = []
    for e in range(1, episodes + 1):
        state = np.reshape(env.reset(), [1, env.n_features])
        treward = 0
        for _ in range(10000):
            action = agent.act(state)
            next_state, reward, done, _ = env.step(action)
            next_state = np.reshape(next_state, [1, env.n_features])
            agent.memory.append([state, action, reward, next_state, done])
            state = next_state
            treward += reward
            if done:
                break
            if len(agent.memory) > agent.batch_size:
                agent.replay()
        trewards.append(treward)
        print("episode %4d | treward %6.1f | eps %.3f" % (e, treward, agent.epsilon))
    return trewards


if __name__ == "__main__":
    env = FinanceEnv("EUR=", features=["r", "s"], window=20, lags=3)
    agent = DQLAgent(env.n_features, env.n_actions)
    learn(agent, env, episodes=250)
