"""Simple navigation training loop."""
import gym

from socialrobot.dqn_agent import DQNAgent
from socialrobot.nets import make_q_network
from socialrobot.replay import PrioritizedReplay


def main(total_steps=1_000_000, learn_every=4, sync_every=2000):
    env = gym.make("SocialBot-SimpleNavigation-v0")
    q_net, target_net = make_q_network(env), make_q_network(env)
    agent = DQNAgent(q_net, target_net, PrioritizedReplay(capacity=100_000, n_step=3))
    obs = env.reset()
    for step in range(total_steps):
        epsilon = max(0.05, 1.0 - step / 200_000)
        action = agent.act(obs, epsilon)
        next_obs, reward, done, _ = env.step(action)
        agent._replay.add(obs, action, reward, next_obs, done)
        obs = env.reset() if done else next_obs
        if step % learn_every == 0 and len(agent._replay) > 32:
            loss = agent.learn()
        if step % sync_every == 0:
            target_net.set_weights(q_net.get_weights())
            print("step", step, "loss", loss if step > 32 else None)


if __name__ == "__main__":
    main()
