"""Build one policy per agent of the environment and train them together."""
import time

import tensorflow as tf

from policy import DQNPolicy

tf1 = tf.compat.v1
tf1.disable_eager_execution()


def build_policies(sess, agent_ids, obs_dim, n_actions):
    policies = {}
    for agent_id in agent_ids:
        t0 = time.time()
        policies[agent_id] = DQNPolicy(sess, "policy_%s" % agent_id, obs_dim, n_actions)
        print("policy %s ready in %.2fs" % (agent_id, time.time() - t0))
    return policies


def train(env, n_agents=64, episodes=500, epsilon=0.1):
    agent_ids = ["agent_%d" % i for i in range(n_agents)]
    with tf1.Session() as sess:
        policies = build_policies(sess, agent_ids, env.obs_dim, env.n_actions)
        for ep in range(episodes):
            obs = env.reset()
            done = False
            while not done:
                actions = {a: policies[a].act(obs[a], epsilon) for a in agent_ids}
                obs, rewards, done, _ = env.step(actions)
            print("episode %d done" % ep)
