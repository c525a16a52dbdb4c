import argparse
import itertools

import numpy as np
import tensorflow as tf

from estimators import Estimator, ModelParametersCopier
from replay import ReplayMemory, epsilon_greedy, make_env, process_state


def deep_q_learning(sess, env, q_estimator, target_estimator, args):
    estimator_copy = ModelParametersCopier(q_estimator, target_estimator)
    tf.get_default_graph().finalize()
    memory = ReplayMemory(args.replay_size)
    epsilons = np.linspace(1.0, 0.1, args.epsilon_decay_steps)
    total_t = 0

    for i_episode in range(args.num_episodes):
        state = process_state(env.reset())
        for t in itertools.count():
            if total_t % args.update_target_every == 0:
                estimator_copy.make(sess)
            epsilon = epsilons[min(total_t, args.epsilon_decay_steps - 1)]
            action = epsilon_greedy(q_estimator, sess, state, epsilon)
            next_frame, reward, done, _ = env.step(action)
            next_state = process_state(next_frame, state)
            memory.add(state, action, reward, next_state, done)
            if len(memory) >= args.batch_size:
                s, a, r, s2, d = memory.sample(args.batch_size)
                q_next = target_estimator.predict(sess, s2)
                targets = r + (1 - d) * args.gamma * np.amax(q_next, axis=1)
                q_estimator.update(sess, s, a, targets)
            total_t += 1
            state = next_state
            if done:
                break
        print("episode {} finished after {} steps (total {})".format(i_episode, t + 1, total_t))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--env", default="Breakout-v0")
    parser.add_argument("--num-episodes", type=int, default=10000)
    parser.add_argument("--replay-size", type=int, default=500000)
    parser.add_argument("--update-target-every", type=int, default=10000)
    parser.add_argument("--epsilon-decay-steps", type=int, default=500000)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--gamma", type=float, default=0.99)
    args = parser.parse_args()

    env = make_env(args.env)
    q_estimator = Estimator(scope="q_estimator", num_actions=env.action_space.n)
    target_estimator = Estimator(scope="target_q", num_actions=env.action_space.n)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        deep_q_learning(sess, env, q_estimator, target_estimator, args)
