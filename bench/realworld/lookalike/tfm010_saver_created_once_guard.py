# source: https://github.com/andrewliao11/gail-tf/pull/12
# note: resembles a leak: periodic checkpointing from the training loop without growing the meta graph
# note: the merged fix for gail-tf issue 11: save_state keeps one Saver in a module-level cache and only builds it on the first call (create-once guard), so later calls from the loop add nothing to the graph
import os

import tensorflow as tf

_SAVER = None


def get_session():
    return tf.get_default_session()


def save_state(fname):
    global _SAVER
    if _SAVER is None:
        _SAVER = tf.train.Saver()
    os.makedirs(os.path.dirname(fname), exist_ok=True)
    _SAVER.save(get_session(), fname)


def learn(env, policy, update_op, obs_ph, adv_ph, save_per_iter=100, max_iters=5000):
    sess = get_session()
    for iteration in range(1, max_iters + 1):
        obs, adv = env.rollout(policy)
        sess.run(update_op, feed_dict={obs_ph: obs, adv_ph: adv})
        if iteration % save_per_iter == 0:
            save_state("checkpoint/iter_%d" % iteration)
