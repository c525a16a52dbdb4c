import argparse
import os

import numpy as np
import tensorflow as tf

from .data_reader import DataReaderPred
from .model import ModelConfig, UNet

tf.compat.v1.disable_eager_execution()


def read_args(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_dir", required=True)
    parser.add_argument("--data_dir", required=True)
    parser.add_argument("--data_list", required=True)
    parser.add_argument("--result_dir", default="results")
    parser.add_argument("--batch_size", type=int, default=20)
    parser.add_argument("--min_prob", type=float, default=0.3)
    return parser.parse_args(argv)


def extract_picks(names, preds, min_prob):
    picks = []
    for name, pred in zip(names, preds):
        p_idx = np.where(pred[:, 0, 1] > min_prob)[0]
        s_idx = np.where(pred[:, 0, 2] > min_prob)[0]
        picks.append((name, p_idx.tolist(), s_idx.tolist()))
    return picks


def pred_fn(args):
    config = ModelConfig(X_shape=(3000, 1, 3))
    reader = DataReaderPred(args.data_dir, args.data_list)
    x = tf.compat.v1.placeholder(tf.float32, [None] + config.X_shape, name="X")
    model = UNet(config=config, input_batch=x, mode="pred")
    saver = tf.compat.v1.train.Saver(tf.compat.v1.global_variables())
    sess_config = tf.compat.v1.ConfigProto()
    sess_config.gpu_options.allow_growth = True
    picks = []
    with tf.compat.v1.Session(config=sess_config) as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        saver.restore(sess, tf.train.latest_checkpoint(args.model_dir))
        for names, batch in reader.batches(args.batch_size):
            preds = sess.run(model.preds, feed_dict={x: batch})
            picks.extend(extract_picks(names, preds, args.min_prob))
    os.makedirs(args.result_dir, exist_ok=True)
    with open(os.path.join(args.result_dir, "picks.csv"), "w") as fh:
        for name, p, s in picks:
            fh.write(f"{name},{p},{s}\n")
    return picks
