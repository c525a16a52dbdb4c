import gym

from agent import Agent

env = gym.make("LunarLander-v2")
agent = Agent(n_actions=env.action_space.n)

for episode in range(400):
    state = env.reset()
    done = False
    total = 0.0
    while not done:
        action = agent.act(state)
        next_state, reward, done, _ = env.step(action)
        agent.remember(state, action, reward, next_state, done)
        agent.train()
        state = next_state
        total += reward
    agent.decay_epsilon()
    print(episode, total)
