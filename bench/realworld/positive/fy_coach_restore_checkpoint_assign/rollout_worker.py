import argparse
import os
import time

import tensorflow.compat.v1 as tf

from agent_graph import build_policy_graph
from savers import GlobalVariableSaver

tf.disable_v2_behavior()


def latest_checkpoint(ckpt_dir):
    state = tf.train.get_checkpoint_state(ckpt_dir)
    return state.model_checkpoint_path if state else None


def rollout_worker(args):
    policy = build_policy_graph(obs_dim=args.obs_dim, n_actions=args.n_actions)
    saver = GlobalVariableSaver("policy")
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    last_restored = None
    episode = 0
    while episode < args.episodes:
        ckpt = latest_checkpoint(args.checkpoint_dir)
        if ckpt and ckpt != last_restored:
            saver.restore(sess, ckpt)
            last_restored = ckpt
        obs = policy.env.reset()
        done, total = False, 0.0
        while not done:
            action = sess.run(policy.action, feed_dict={policy.obs: obs[None]})
            obs, reward, done, _ = policy.env.step(int(action[0]))
            total += reward
        episode += 1
        print("episode %d return %.1f" % (episode, total))
        time.sleep(args.poll_seconds)


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--checkpoint_dir", default="/checkpoint")
    p.add_argument("--episodes", type=int, default=100000)
    p.add_argument("--obs_dim", type=int, default=4)
    p.add_argument("--n_actions", type=int, default=2)
    p.add_argument("--poll_seconds", type=float, default=0.0)
    rollout_worker(p.parse_args())
