"""Actor loop: one inference request per environment step."""
import numpy as np


def run_actor(env, client, unroll_length=100):
    obs = env.reset()
    reward = 0.0
    while True:
        for _ in range(unroll_length):
            action, _ = client.inference(obs.reshape(-1).astype(np.uint8), np.float32(reward))
            obs, reward, done, _ = env.step(int(action))
            if done:
                obs = env.reset()
