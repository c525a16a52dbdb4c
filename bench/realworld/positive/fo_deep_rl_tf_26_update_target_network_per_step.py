# source: https://github.com/carpedm20/deep-rl-tensorflow/issues/26
# symptom: the DQN code posted in the thread to reproduce the Breakout result syncs the target network with update_target_network(), which collects the trainable variables and builds a new assign op per variable each time it is called, before running them
# expect: TFM010 29
# note: TF1 graph mode; the training loop calls update_target_network every update_target_every steps for millions of steps, so the Assign ops (one per parameter tensor) pile up in the default graph for the whole run
import gym
import numpy as np
import tensorflow as tf

from estimator import Estimator, StateProcessor
from replay import ReplayMemory


def make_epsilon_greedy_policy(estimator, n_actions):
    def policy_fn(sess, observation, epsilon):
        probs = np.ones(n_actions, dtype=float) * epsilon / n_actions
        q_values = estimator.predict(sess, np.expand_dims(observation, 0))[0]
        probs[np.argmax(q_values)] += 1.0 - epsilon
        return probs
    return policy_fn


def scoped_params(scope):
    return sorted([v for v in tf.trainable_variables() if v.name.startswith(scope)], key=lambda v: v.name)


def update_target_network(sess, behavior_q, target_q):
    ops = []
    for src, dst in zip(scoped_params(behavior_q.scope), scoped_params(target_q.scope)):
        ops.append(dst.assign(src))
    sess.run(ops)


def main(num_steps=10_000_000, update_target_every=10_000, batch_size=32, gamma=0.99):
    env = gym.envs.make("Breakout-v0")
    n_actions = env.action_space.n
    q_net, target_net = Estimator(scope="q", n_actions=n_actions), Estimator(scope="target_q", n_actions=n_actions)
    processor, memory = StateProcessor(), ReplayMemory(500_000)
    policy = make_epsilon_greedy_policy(q_net, n_actions)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        state = processor.reset(sess, env)
        for step in range(num_steps):
            if step % update_target_every == 0:
                update_target_network(sess, q_net, target_net)
            epsilon = max(0.1, 1.0 - step / 1_000_000)
            action = np.random.choice(n_actions, p=policy(sess, state, epsilon))
            next_state, reward, done = processor.step(sess, env, action)
            memory.add(state, action, reward, next_state, done)
            state = processor.reset(sess, env) if done else next_state
            if len(memory) >= batch_size:
                s, a, r, s2, d = memory.sample(batch_size)
                target = r + gamma * (1 - d) * target_net.predict(sess, s2).max(axis=1)
                q_net.update(sess, s, a, target)


if __name__ == "__main__":
    main()
