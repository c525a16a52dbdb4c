import tensorflow as tf


def build_network(n_features, n_classes, hidden=256, lr=1e-3):
    x = tf.compat.v1.placeholder(tf.float32, [None, n_features], name="x")
    y = tf.compat.v1.placeholder(tf.int64, [None], name="y")
    h = tf.compat.v1.layers.dense(x, hidden, activation=tf.nn.relu)
    h = tf.compat.v1.layers.dense(h, hidden // 2, activation=tf.nn.relu)
    logits = tf.compat.v1.layers.dense(h, n_classes)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))
    train_op = tf.compat.v1.train.AdamOptimizer(lr).minimize(loss)
    return {
        "x": x, "y": y, "loss": loss, "accuracy": accuracy, "train_op": train_op,
        "init": tf.compat.v1.global_variables_initializer(),
        "saver": tf.compat.v1.train.Saver(max_to_keep=1),
    }


def batches(n_examples, batch_size, rng):
    order = rng.permutation(n_examples)
    for start in range(0, n_examples, batch_size):
        yield order[start:start + batch_size]
