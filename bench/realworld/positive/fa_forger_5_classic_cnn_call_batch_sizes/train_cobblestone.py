import gym
import minerl  # noqa: F401  (registers the MineRL environments)

from forger.agent import HieAgent

env = gym.make("MineRLObtainCobblestone-v0")
agent = HieAgent(n_actions=12)
epsilon = 1.0
for episode in range(500):
    obs, done, total = env.reset()["pov"], False, 0.0
    while not done:
        action = agent.act(obs, epsilon)
        next_obs, reward, done, _ = env.step(env.action_space.from_index(action) if hasattr(env.action_space, "from_index") else action)
        agent.remember(obs, action, reward, next_obs["pov"], float(done))
        obs, total = next_obs["pov"], total + reward
        if len(agent.buffer) >= 4:
            agent.learn()
    epsilon = max(0.05, epsilon * 0.995)
    print(episode, total)
