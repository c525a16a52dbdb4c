import numpy as np
from keras import layers

from agents import QAgent
from environments import TTTEnvironment

EPOCHS = 5000


def main():
    env = TTTEnvironment(size=3)
    agent = QAgent(learning_rate=1e-3, action_space=list(range(9)),
                   hidden_layers=[layers.Dense(32, activation="relu"), layers.Dense(32, activation="relu")],
                   valid_actions=env.valid_actions)
    wins = []
    for epoch in range(EPOCHS):
        s = env.reset()
        observations, actions, rewards = [], [], []
        done = False
        while not done:
            a = agent.act(s)
            observations.append(s)
            actions.append(a)
            s, r, done = env.step(a)
            rewards.append(r)
        loss = agent.handle_episode(observations, actions, rewards)
        wins.append(rewards[-1] > 0)
        if epoch % 100 == 0:
            print(f"epoch {epoch} loss {float(loss):.4f} win rate {np.mean(wins[-100:]):.2f}")


if __name__ == "__main__":
    main()
