import time

import numpy as np
import tensorflow as tf

from gcn.models import GCN
from gcn.utils import construct_feed_dict, load_data, preprocess_adj, preprocess_features

adj, features, y_train, y_val, y_test, train_mask, val_mask, test_mask = load_data("cora")
features = preprocess_features(features)
support = [preprocess_adj(adj)]


def sample_params(rng):
    return {"learning_rate": 10 ** rng.uniform(-3, -1.5),
            "hidden1": int(rng.choice([16, 32, 64])),
            "dropout": rng.uniform(0.2, 0.7),
            "weight_decay": 10 ** rng.uniform(-5, -3)}


rng = np.random.RandomState(0)
results = []
for trial in range(40):
    params = sample_params(rng)
    placeholders = {
        "support": [tf.sparse_placeholder(tf.float32)],
        "features": tf.sparse_placeholder(tf.float32, shape=tf.constant(features[2], dtype=tf.int64)),
        "labels": tf.placeholder(tf.float32, shape=(None, y_train.shape[1])),
        "labels_mask": tf.placeholder(tf.int32),
        "dropout": tf.placeholder_with_default(0.0, shape=()),
        "num_features_nonzero": tf.placeholder(tf.int32),
    }
    model = GCN(placeholders, input_dim=features[2][1], params=params, logging=False)
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    t0 = time.time()
    for epoch in range(200):
        feed = construct_feed_dict(features, support, y_train, train_mask, placeholders)
        feed[placeholders["dropout"]] = params["dropout"]
        sess.run([model.opt_op, model.loss], feed_dict=feed)
    feed = construct_feed_dict(features, support, y_val, val_mask, placeholders)
    val_acc = sess.run(model.accuracy, feed_dict=feed)
    results.append((val_acc, params))
    print("trial %d val_acc=%.4f (%.1fs) %s" % (trial, val_acc, time.time() - t0, params))

best = max(results, key=lambda r: r[0])
print("best", best)
