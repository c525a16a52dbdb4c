import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


class BNN:
    def __init__(self, name, num_nets, num_elites):
        self.name, self.num_nets, self.num_elites = name, num_nets, num_elites
        self.layers = []
        self.sess = tf.Session(config=tf.ConfigProto(allow_soft_placement=True))

    def next_input_dim(self, first_dim):
        return self.layers[-1].output_dim if self.layers else first_dim

    def add(self, layer):
        self.layers.append(layer)

    def finalize(self):
        in_dim = self.layers[0].input_dim
        self.x = tf.placeholder(tf.float32, [self.num_nets, None, in_dim])
        self.y = tf.placeholder(tf.float32, [self.num_nets, None, self.layers[-1].output_dim // 2])
        with tf.variable_scope(self.name):
            h = self.x
            for i, layer in enumerate(self.layers):
                with tf.variable_scope("layer%d" % i):
                    layer.construct_vars()
                h = layer(h)
        mean = h[..., :self.layers[-1].output_dim // 2]
        self.mse = tf.reduce_mean(tf.square(mean - self.y), axis=[1, 2])
        self.train_op = tf.train.AdamOptimizer(1e-3).minimize(tf.reduce_sum(self.mse))
        self.sess.run(tf.global_variables_initializer())

    def _save_state(self, idx):
        self._state[idx] = [layer.get_model_vars(idx, self.sess) for layer in self.layers]

    def _set_state(self):
        for i, layer in enumerate(self.layers):
            stacked = {key: np.stack([self._state[n][i][key] for n in range(self.num_nets)])
                       for key in ("weights", "biases")}
            layer.set_model_vars(stacked, self.sess)

    def train_model(self, inputs, targets, batch_size=256, holdout_ratio=0.2, max_epochs=50):
        self._state = {}
        best = np.full(self.num_nets, 1e10)
        n_hold = int(len(inputs) * holdout_ratio)
        perm = np.random.permutation(len(inputs))
        hold_x = np.tile(inputs[perm[:n_hold]][None], [self.num_nets, 1, 1])
        hold_y = np.tile(targets[perm[:n_hold]][None], [self.num_nets, 1, 1])
        train_x, train_y = inputs[perm[n_hold:]], targets[perm[n_hold:]]
        for epoch in range(max_epochs):
            idx = np.random.randint(len(train_x), size=[self.num_nets, len(train_x)])
            for start in range(0, len(train_x), batch_size):
                b = idx[:, start:start + batch_size]
                self.sess.run(self.train_op, feed_dict={self.x: train_x[b], self.y: train_y[b]})
            losses = self.sess.run(self.mse, feed_dict={self.x: hold_x, self.y: hold_y})
            for i, loss in enumerate(losses):
                if (best[i] - loss) / best[i] > 0.01:
                    best[i] = loss
                    self._save_state(i)
        self._set_state()
        losses = self.sess.run(self.mse, feed_dict={self.x: hold_x, self.y: hold_y})
        return {"val_loss": float(np.sort(losses)[:self.num_elites].mean())}
