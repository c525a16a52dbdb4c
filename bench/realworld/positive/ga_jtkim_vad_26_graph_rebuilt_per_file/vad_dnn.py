import numpy as np
import tensorflow as tf

import features

NUM_FEATURES = 768
W_SIZE = 19
U_SIZE = 9


def bdnn_prediction(batch_size, logits, threshold=0.5):
    result = np.zeros((batch_size, 1))
    indx = np.arange(batch_size) + 1
    indx = features.bdnn_transform(indx, W_SIZE, U_SIZE)
    indx = indx[W_SIZE:(batch_size - W_SIZE), :]
    for i in range(batch_size - 2 * W_SIZE):
        votes = logits[i, :] > threshold
        np.add.at(result, indx[i, :] - 1, votes.reshape(-1, 1).astype(np.float64))
    return result / (2 * (W_SIZE - 1) / U_SIZE + 1) > threshold


def _dense_stack(x, keep_prob):
    h = x
    for units in (512, 512, 256):
        h = tf.layers.dense(h, units, activation=tf.nn.relu)
        h = tf.nn.dropout(h, keep_prob)
    return tf.layers.dense(h, 2 * (W_SIZE - 1) // U_SIZE + 3, activation=tf.nn.sigmoid)


def vad(data, fs, save_dir="./saved_model/DNN", threshold=0.4):
    feats = features.mrcg_features(data, fs)
    feats = features.bdnn_transform(feats, W_SIZE, U_SIZE)
    feats = (feats - feats.mean(axis=0)) / (feats.std(axis=0) + 1e-8)
    batch_size = feats.shape[0]

    inputs = tf.placeholder(tf.float32, shape=[None, feats.shape[1]], name="inputs")
    keep_prob = tf.placeholder(tf.float32, name="keep_prob")
    logits = _dense_stack(inputs, keep_prob)
    saver = tf.train.Saver()

    with tf.Session() as sess:
        ckpt = tf.train.get_checkpoint_state(save_dir)
        saver.restore(sess, ckpt.model_checkpoint_path)
        soft = sess.run(logits, feed_dict={inputs: feats, keep_prob: 1.0})
    return bdnn_prediction(batch_size, soft, threshold).astype(np.int32).ravel()
