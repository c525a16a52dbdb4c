# source: https://github.com/blei-lab/edward/issues/919
# symptom: saving a tiny two-layer Bayesian network with simple_save produces a huge file; the .meta graph grew because an evaluation added nodes after every epoch
# expect: TFM010 34
# expect: TFM010 35
# note: the per-epoch evaluation helper samples the network S times as new graph ops and builds the metric ops before running them; the final simple_save exports the bloated graph
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()

D, H = 8, 8
N_EPOCHS = 2000
S = 50


def mean_field(shape, name):
    loc = tf1.get_variable(name + "_loc", shape, initializer=tf1.random_normal_initializer(0, 0.1))
    raw = tf1.get_variable(name + "_scale", shape, initializer=tf1.constant_initializer(-3.0))
    return loc, tf.nn.softplus(raw)


def sample(loc, scale):
    return loc + scale * tf1.random_normal(tf.shape(loc))


def forward(x, params):
    (w0l, w0s), (w1l, w1s) = params
    h = tf.tanh(tf.matmul(x, sample(w0l, w0s)))
    return tf.squeeze(tf.matmul(h, sample(w1l, w1s)), 1)


def evaluate(sess, params, x_val, y_val):
    x_const = tf.constant(x_val, dtype=tf.float32)
    draws = tf.stack([forward(x_const, params) for _ in range(S)])
    y_pred = tf.reduce_mean(draws, 0)
    mse = tf.reduce_mean(tf.square(y_pred - tf.constant(y_val, dtype=tf.float32)))
    return sess.run(mse)


def main():
    rng = np.random.RandomState(0)
    x_train = rng.randn(1000, D).astype(np.float32)
    y_train = np.sin(x_train.sum(1)).astype(np.float32)
    x_val, y_val = x_train[:200], y_train[:200]
    x_ph = tf1.placeholder(tf.float32, [None, D], name="x")
    y_ph = tf1.placeholder(tf.float32, [None], name="y")
    params = [mean_field([D, H], "w0"), mean_field([H, 1], "w1")]
    y_hat = forward(x_ph, params)
    kl = sum(tf.reduce_sum(0.5 * (tf.square(l) + tf.square(s)) - tf.math.log(s)) for l, s in params)
    loss = tf.reduce_mean(tf.square(y_hat - y_ph)) + kl / 1000.0
    train_op = tf1.train.AdamOptimizer(1e-2).minimize(loss)
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        for epoch in range(N_EPOCHS):
            sess.run(train_op, {x_ph: x_train, y_ph: y_train})
            if epoch % 10 == 0:
                print("epoch %d val mse %.4f" % (epoch, evaluate(sess, params, x_val, y_val)))
        tf1.saved_model.simple_save(sess, "export/bnn", inputs={"x": x_ph}, outputs={"y": y_hat})


if __name__ == "__main__":
    main()
