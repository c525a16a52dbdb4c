# source: https://github.com/tensorflow/tensorflow/issues/9154
# note: the ensemble evaluation with every member's Saver (over that member's own variables) built once together with the graph, which is then finalized; the per-model test function only restores and runs, so restore time stays constant across the 45 calls
import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

CHECKPOINTS_DIR = "checkpoints/"


class SimpleNet:
    def __init__(self, model_id, num_features=32, num_class=10):
        with tf.variable_scope("net_%d" % model_id) as scope:
            self.x = tf.placeholder(tf.float32, [None, num_features])
            self.y = tf.placeholder(tf.int64, [None])
            logits = tf.layers.dense(tf.layers.dense(self.x, 64, activation=tf.nn.relu), num_class)
            self.accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), self.y), tf.float32))
        self.saver = tf.train.Saver(tf.global_variables(scope=scope.name))


def test_model(sess, model, x, y, model_id):
    ckpt = tf.train.get_checkpoint_state(CHECKPOINTS_DIR + str(model_id) + "/")
    model.saver.restore(sess, ckpt.model_checkpoint_path)
    return sess.run(model.accuracy, feed_dict={model.x: x, model.y: y})


if __name__ == "__main__":
    data = np.load("data/test.npz")
    models = [SimpleNet(i) for i in range(45)]
    tf.get_default_graph().finalize()
    with tf.Session() as sess:
        scores = [test_model(sess, m, data["x"], data["y"], i) for i, m in enumerate(models)]
    print("ensemble mean accuracy", float(np.mean(scores)))
