import numpy as np

from game import TwoBallEnv

MAX_EPISODES = 500


def run():
    env = TwoBallEnv()
    for episode in range(MAX_EPISODES):
        obs = env.reset()
        while True:
            left_state = np.reshape(obs, [1, *env.state_size])
            left_action = env.left_ball.q_agent.act(left_state)
            right_action = np.random.randint(3)
            next_obs, rewards, done, _ = env.step(left_action, right_action)
            left_next_state = np.reshape(next_obs, [1, *env.state_size])
            env.left_ball.q_agent.train(left_state, left_action, rewards[0], left_next_state, done)
            obs = next_obs
            if done:
                env.left_ball.q_agent.save_model("left_trained_agent.h5")
                print("episode", episode, "done")
                break


if __name__ == "__main__":
    run()
