# source: https://github.com/IntelLabs/coach/pull/161
# note: the fix merged in that PR: one placeholder and one assign op per variable are built when the saver is created; restore() only feeds the checkpoint values, so the polling worker's graph stays the same size
import time

import tensorflow as tf


class GlobalVariableSaver:
    def __init__(self):
        self._variables = tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.GLOBAL_VARIABLES)
        self._variable_placeholders = []
        self._variable_update_ops = []
        for v in self._variables:
            placeholder = tf.compat.v1.placeholder(v.dtype, shape=v.get_shape())
            self._variable_placeholders.append(placeholder)
            self._variable_update_ops.append(v.assign(placeholder))

    def restore(self, sess, restore_path):
        reader = tf.train.load_checkpoint(restore_path)
        values = {name.replace("global/", "online/"): reader.get_tensor(name)
                  for name in reader.get_variable_to_shape_map()}
        feed = {ph: values[v.name.split(":")[0]] for ph, v in zip(self._variable_placeholders, self._variables)}
        sess.run(self._variable_update_ops, feed_dict=feed)


def rollout_worker(sess, checkpoint_dir, play_episode, poll_seconds=5):
    saver = GlobalVariableSaver()
    sess.graph.finalize()
    last = None
    while True:
        latest = tf.train.latest_checkpoint(checkpoint_dir)
        if latest is None or latest == last:
            time.sleep(poll_seconds)
            continue
        saver.restore(sess, latest)
        last = latest
        play_episode(sess)
