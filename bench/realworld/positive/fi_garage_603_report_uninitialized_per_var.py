# source: https://github.com/rlworkgroup/garage/issues/603
# symptom: variable initialization in the TF runner is very slow (several minutes for a conv policy on 128x128x4 inputs): the uninitialized-variables report op is rebuilt and re-run for every global variable checked
# expect: TFM010 39
# note: the report op sits in the filter of a list comprehension over tf.global_variables(), so each element adds a new op to the graph and runs it; storing the result once reduced the runtime to seconds
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class LocalTFRunner:
    def __init__(self, snapshot_config=None, max_cpus=1, sess=None):
        self.snapshot_config = snapshot_config
        self.max_cpus = max_cpus
        self.sess = sess or tf.Session()
        self.sess_entered = False
        self.policy = None
        self.algo = None

    def __enter__(self):
        if tf.get_default_session() is not self.sess:
            self.sess.__enter__()
            self.sess_entered = True
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        if self.sess_entered:
            self.sess.__exit__(exc_type, exc_val, exc_tb)
            self.sess_entered = False

    def setup(self, algo, env):
        self.algo, self.env = algo, env
        self.policy = algo.policy
        self.initialize_tf_vars()

    def initialize_tf_vars(self):
        with tf.name_scope("initialize_tf_vars"):
            uninited_set = [
                v for v in tf.global_variables()
                if v.name.split(":")[0] in str(self.sess.run(tf.report_uninitialized_variables()))
            ]
            self.sess.run(tf.variables_initializer(uninited_set))

    def train(self, n_epochs, batch_size):
        for epoch in range(n_epochs):
            paths = self.env.rollout(self.policy, batch_size)
            self.algo.train_once(epoch, paths)
