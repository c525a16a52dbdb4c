# source: https://github.com/twcmchang/post/blob/master/tf-ckpt.md
# symptom: evaluating the test accuracy of every saved checkpoint of a run
# note: the graph, the accuracy op and the Saver are created once; the loop over all_model_checkpoint_paths only restores weights and runs existing ops
import argparse

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def build_graph():
    x = tf.placeholder(tf.float32, [None, 784], name="x")
    y = tf.placeholder(tf.int64, [None], name="y")
    h = tf.layers.dense(x, 256, activation=tf.nn.relu, name="fc1")
    logits = tf.layers.dense(h, 10, name="fc2")
    correct = tf.equal(tf.argmax(logits, 1), y)
    accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))
    return x, y, accuracy


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--save_dir", default="runs/mlp")
    parser.add_argument("--data", default="mnist_test.npz")
    args = parser.parse_args()
    data = np.load(args.data)
    x_test, y_test = data["x"].reshape(-1, 784) / 255.0, data["y"]

    x, y, accuracy = build_graph()
    saver = tf.train.Saver()
    ckpt = tf.train.get_checkpoint_state(args.save_dir)
    history = []
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for checkpoint in ckpt.all_model_checkpoint_paths:
            saver.restore(sess, checkpoint)
            accs = [sess.run(accuracy, feed_dict={x: x_test[i:i + 1000], y: y_test[i:i + 1000]})
                    for i in range(0, len(x_test), 1000)]
            history.append((checkpoint, float(np.mean(accs))))
            print("%s  test acc %.4f" % history[-1])
    return history


if __name__ == "__main__":
    main()
