import json
import sys

import gym
import numpy as np

from dqn import DQN, DoubleDQN
from memory import LinearMemory


def run_episode(sys_vars, env, agent, memory, epsilon):
    state = env.reset()
    total_reward = 0.0
    for t in range(sys_vars["max_timestep"]):
        action = agent.select_action(state, epsilon)
        next_state, reward, done, _ = env.step(action)
        memory.add_exp(state, action, reward, next_state, done)
        if memory.size() >= agent.batch_size:
            agent.train_an_epoch(memory.rand_minibatch(agent.batch_size))
        total_reward += reward
        state = next_state
        if done:
            break
    return total_reward


def run(spec_name, spec_file="specs.json"):
    spec = json.load(open(spec_file))[spec_name]
    env = gym.make(spec["problem"])
    env_spec = {"state_dim": env.observation_space.shape[0], "action_dim": env.action_space.n}
    agent_cls = DoubleDQN if spec["agent"] == "DoubleDQN" else DQN
    agent = agent_cls(env_spec, **spec["param"])
    memory = LinearMemory(spec["param"].get("memory_size", 50000))
    sys_vars = {"epi": 0, "max_timestep": spec["max_timestep"], "rewards": []}
    epsilon = 1.0
    for epi in range(spec["max_episodes"]):
        sys_vars["epi"] = epi
        sys_vars["rewards"].append(run_episode(sys_vars, env, agent, memory, epsilon))
        agent.update(sys_vars)
        epsilon = max(0.05, epsilon * 0.99)
        print("epi %d mean reward %.2f" % (epi, np.mean(sys_vars["rewards"][-100:])))


if __name__ == "__main__":
    run(sys.argv[1])
