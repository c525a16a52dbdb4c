import argparse

import tensorflow as tf

from input_pipeline import make_dataset


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input_files", required=True)
    ap.add_argument("--batch_size", type=int, default=64)
    ap.add_argument("--steps", type=int, default=100000)
    args = ap.parse_args()
    ds = make_dataset(args.input_files, args.batch_size)
    emb = tf.keras.layers.Embedding(30522, 256)
    head = tf.keras.layers.Dense(30522)
    opt = tf.keras.optimizers.Adam(1e-4)
    for step, batch in enumerate(ds.take(args.steps)):
        with tf.GradientTape() as tape:
            h = emb(batch["input_ids"])
            logits = tf.gather(head(h), batch["masked_lm_positions"], batch_dims=1)
            loss = tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(
                batch["masked_lm_ids"], logits, from_logits=True))
        vars_ = emb.trainable_variables + head.trainable_variables
        opt.apply_gradients(zip(tape.gradient(loss, vars_), vars_))
        if step % 1000 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
