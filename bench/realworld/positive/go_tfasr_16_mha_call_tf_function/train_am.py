import argparse

import numpy as np
import tensorflow as tf
import yaml

from layers import MultiHeadAttention


def conformer_block(dim, heads):
    inp = tf.keras.Input((None, dim))
    x = tf.keras.layers.LayerNormalization()(inp)
    x = inp + MultiHeadAttention(heads, dim // heads)(x)
    x = x + tf.keras.layers.Dense(dim, activation="swish")(x)
    return tf.keras.Model(inp, x)


def batches(features, batch_size):
    order = np.random.permutation(len(features))
    for i in range(0, len(order), batch_size):
        chunk = [features[j] for j in order[i:i + batch_size]]
        t = max(len(c) for c in chunk)
        yield np.stack([np.pad(c, ((0, t - len(c)), (0, 0))) for c in chunk]).astype("float32")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model_config", default="configs/conformer.yml")
    cfg = yaml.safe_load(open(ap.parse_args().model_config))
    feats = np.load(cfg["feature_file"], allow_pickle=True)
    block = conformer_block(cfg["dim"], cfg["heads"])
    opt = tf.keras.optimizers.Adam(cfg["lr"])
    for epoch in range(cfg["epochs"]):
        for x in batches(feats, cfg["batch_size"]):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(block(x, training=True) - x))
            grads = tape.gradient(loss, block.trainable_variables)
            opt.apply_gradients(zip(grads, block.trainable_variables))
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
