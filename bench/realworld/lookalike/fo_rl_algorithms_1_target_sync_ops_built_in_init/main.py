import gym
import tensorflow as tf

from agents import DQNAgent

EPISODES = 3000


def main():
    env = gym.make("CartPole-v1")
    sess = tf.Session()
    agent = DQNAgent(sess, env.observation_space.shape[0], env.action_space.n)
    sess.run(tf.global_variables_initializer())
    sess.graph.finalize()
    agent.update_Target()
    epsilon = 1.0
    for episode in range(EPISODES):
        state, done, score = env.reset(), False, 0.0
        while not done:
            action = agent.get_action(state, epsilon)
            next_state, reward, done, _ = env.step(action)
            agent.remember(state, action, reward, next_state, float(done))
            agent.train()
            state, score = next_state, score + reward
        agent.update_Target()
        epsilon = max(0.01, epsilon * 0.995)
        print(f"episode {episode} score {score}")


if __name__ == "__main__":
    main()
