import numpy as np

from environment import Env
from reinforce_agent import ReinforceAgent

EPISODES = 2500


def main():
    env = Env()
    agent = ReinforceAgent(state_size=15, action_size=5)
    global_step = 0
    scores, episodes = [], []

    for e in range(EPISODES):
        done = False
        score = 0
        state = np.reshape(env.reset(), [1, 15])
        while not done:
            global_step += 1
            action = agent.get_action(state)
            next_state, reward, done = env.step(action)
            next_state = np.reshape(next_state, [1, 15])
            agent.append_sample(state, action, reward)
            score += reward
            state = next_state
        loss = agent.train_model()
        scores.append(score)
        episodes.append(e)
        print(f"episode {e} score {score:.1f} loss {loss:.3f} steps {global_step}")
        if e % 100 == 0:
            agent.model.save_weights("save_model/reinforce.weights.h5")


if __name__ == "__main__":
    main()
