import numpy as np
import tensorflow as tf

from network import build_network

tf.compat.v1.disable_eager_execution()


def run_folds(folds, n_features, n_classes, epochs=3, batch_size=60, model_dir="models"):
    scores = []
    for fold_index, fold in enumerate(folds):
        graph = tf.Graph()
        with graph.as_default():
            net = build_network(n_features, n_classes)
            graph.finalize()
            with tf.compat.v1.Session(graph=graph) as sess:
                sess.run(net["init"])
                for epoch in range(epochs):
                    order = np.random.permutation(len(fold.train_x))
                    for start in range(0, len(order), batch_size):
                        idx = order[start:start + batch_size]
                        sess.run(net["train_op"], feed_dict={net["x"]: fold.train_x[idx],
                                                             net["y"]: fold.train_y[idx]})
                acc = sess.run(net["accuracy"], feed_dict={net["x"]: fold.test_x,
                                                           net["y"]: fold.test_y})
                net["saver"].save(sess, "%s/fold_%02d.ckpt" % (model_dir, fold_index + 1))
        scores.append(float(acc))
        print("fold %d accuracy %.4f" % (fold_index + 1, acc))
    return scores
