# source: https://github.com/IntelLabs/coach/pull/161
# symptom: the rollout worker's memory grows with every checkpoint it restores; narrowed down to v.assign(value) in GlobalVariableSaver.restore, fixed by assigning through placeholders
# expect: TFM010 26
# note: restore() builds one assign op per variable and runs them in the same call; the worker calls it from a `while True:` loop that polls for new checkpoints
import os
import time

import tensorflow as tf


class GlobalVariableSaver:
    def __init__(self, name):
        self._names = [name]
        self._variables = tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.GLOBAL_VARIABLES)
        self._saver = tf.compat.v1.train.Saver(self._variables)

    def save(self, sess, save_path):
        return [self._saver.save(sess, save_path)]

    def restore(self, sess, restore_path):
        # the checkpoint comes from the global network: rename before loading into the online network
        values = {}
        reader = tf.train.load_checkpoint(restore_path)
        for var_name in reader.get_variable_to_shape_map():
            values[var_name.replace("global/", "online/")] = reader.get_tensor(var_name)
        sess.run([v.assign(values[v.name.split(":")[0]]) for v in self._variables])


class RolloutWorker:
    def __init__(self, sess, checkpoint_dir, env, policy):
        self.sess = sess
        self.checkpoint_dir = checkpoint_dir
        self.env = env
        self.policy = policy
        self.saver = GlobalVariableSaver("main_level")
        self.last_checkpoint = None

    def wait_for_new_checkpoint(self, poll_seconds=5):
        while True:
            latest = tf.train.latest_checkpoint(self.checkpoint_dir)
            if latest and latest != self.last_checkpoint:
                return latest
            time.sleep(poll_seconds)

    def run(self, episodes_per_checkpoint=4):
        while True:
            checkpoint = self.wait_for_new_checkpoint()
            self.saver.restore(self.sess, checkpoint)
            self.last_checkpoint = checkpoint
            for _ in range(episodes_per_checkpoint):
                self.policy.play_episode(self.sess, self.env)
            if os.path.exists(os.path.join(self.checkpoint_dir, "DONE")):
                break
