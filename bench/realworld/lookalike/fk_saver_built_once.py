# source: https://www.tensorflow.org/api_docs/python/tf/compat/v1/train/Saver
# note: correct: the documented usage: the Saver (and the init op) are created once after the graph is built; the training loop only calls saver.save(sess, path, global_step=step) every N steps, which runs the existing save op, and the graph is finalized to prove nothing else is added
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def build_graph(n_features=32, n_classes=10):
    x = tf.placeholder(tf.float32, [None, n_features])
    y = tf.placeholder(tf.int64, [None])
    logits = tf.layers.dense(tf.layers.dense(x, 128, activation=tf.nn.relu), n_classes)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
    global_step = tf.train.get_or_create_global_step()
    train_op = tf.train.AdamOptimizer(1e-3).minimize(loss, global_step=global_step)
    return x, y, loss, train_op, global_step


def train(batches, ckpt_prefix="ckpt/model", save_every=1000):
    x, y, loss, train_op, global_step = build_graph()
    init = tf.global_variables_initializer()
    saver = tf.train.Saver(max_to_keep=5)
    with tf.Session() as sess:
        sess.run(init)
        sess.graph.finalize()
        for xb, yb in batches:
            step, _ = sess.run([global_step, train_op], feed_dict={x: xb, y: yb})
            if step % save_every == 0:
                saver.save(sess, ckpt_prefix, global_step=step)
