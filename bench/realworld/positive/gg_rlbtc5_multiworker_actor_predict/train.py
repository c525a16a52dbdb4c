import argparse
from collections import deque

import numpy as np
import pandas as pd

from agent import CustomAgent
from env import CustomEnv


def train_multiworker(envs, agent, train_episodes=10000, training_batch_size=500):
    total_average = deque(maxlen=100)
    states = [env.reset(env_steps_size=training_batch_size) for env in envs]
    buffers = [dict(s=[], a=[], r=[], p=[], d=[], ns=[]) for _ in envs]
    episode = 0
    while episode < train_episodes:
        for worker_id, env in enumerate(envs):
            action, prediction = agent.act(states[worker_id])
            next_state, reward, done = env.step(action)
            buf = buffers[worker_id]
            one_hot = np.zeros(3)
            one_hot[action] = 1
            buf["s"].append(np.expand_dims(states[worker_id], axis=0))
            buf["ns"].append(np.expand_dims(next_state, axis=0))
            buf["a"].append(one_hot)
            buf["r"].append(reward)
            buf["d"].append(done)
            buf["p"].append(prediction)
            states[worker_id] = next_state
            if len(buf["s"]) >= training_batch_size:
                agent.replay(buf["s"], buf["a"], buf["r"], buf["p"], buf["d"], buf["ns"])
                total_average.append(env.net_worth)
                print(f"episode: {episode} worker: {worker_id} net worth: {env.net_worth:.2f} "
                      f"average: {np.mean(total_average):.2f} orders: {env.episode_orders}")
                buffers[worker_id] = dict(s=[], a=[], r=[], p=[], d=[], ns=[])
                states[worker_id] = env.reset(env_steps_size=training_batch_size)
                episode += 1
    agent.save()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--csv", default="./BTCUSD_1h.csv")
    parser.add_argument("--workers", type=int, default=8)
    args = parser.parse_args()
    df = pd.read_csv(args.csv).sort_values("Date")
    train_df = df[:-720]
    agent = CustomAgent(lookback_window_size=50, lr=1e-5, epochs=5, batch_size=32)
    envs = [CustomEnv(train_df, lookback_window_size=50) for _ in range(args.workers)]
    train_multiworker(envs, agent, train_episodes=10000, training_batch_size=500)
