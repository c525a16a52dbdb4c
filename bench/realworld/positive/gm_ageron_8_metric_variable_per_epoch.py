# source: https://github.com/ageron/tf2_course/issues/8
# symptom: in TF 1.x every tf.Variable (or op) created stays in the default graph under a uniquified name (v, v_1, v_2...) even after the Python object is deleted, so the graph only grows
# expect: TFM002 26
# note: TF1-style training script; a helper that records the epoch's validation accuracy as a fresh named Variable is called once per epoch and the result rebound to the same name
import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1
tf1.disable_eager_execution()

EPOCHS = 500


def build(dim, n_classes):
    x = tf1.placeholder(tf.float32, [None, dim])
    y = tf1.placeholder(tf.int64, [None])
    logits = tf1.layers.dense(tf1.layers.dense(x, 64, tf.nn.relu), n_classes)
    loss = tf1.losses.sparse_softmax_cross_entropy(y, logits)
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))
    train_op = tf1.train.GradientDescentOptimizer(0.1).minimize(loss)
    return x, y, acc, train_op


def record_metric(sess, name, value):
    """Keep the metric in the graph so it ends up in the checkpoint."""
    var = tf1.Variable(value, name=name, trainable=False, dtype=tf.float32)
    sess.run(var.initializer)
    return var


def main():
    rng = np.random.RandomState(1)
    x_tr, y_tr = rng.randn(2000, 20).astype(np.float32), rng.randint(0, 3, 2000)
    x_va, y_va = rng.randn(400, 20).astype(np.float32), rng.randint(0, 3, 400)
    x, y, acc, train_op = build(20, 3)
    saver = None
    with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        for epoch in range(EPOCHS):
            for i in range(0, len(x_tr), 100):
                sess.run(train_op, {x: x_tr[i:i + 100], y: y_tr[i:i + 100]})
            val_acc = sess.run(acc, {x: x_va, y: y_va})
            best = record_metric(sess, "val_accuracy", val_acc)
            print("epoch %d val acc %.3f (%s)" % (epoch, val_acc, best.op.name))
        saver = tf1.train.Saver()
        saver.save(sess, "ckpt/model")


if __name__ == "__main__":
    main()
