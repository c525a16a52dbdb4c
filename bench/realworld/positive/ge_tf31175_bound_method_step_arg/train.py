import argparse

import numpy as np
import tensorflow as tf

from seq2seq.trainer import Seq2SeqTrainer


def make_dataset(n, seq_len, vocab, batch_size):
    src = np.random.randint(1, vocab, size=(n, seq_len))
    tgt = np.flip(src, axis=1).copy()
    return tf.data.Dataset.from_tensor_slices((src, tgt)).batch(batch_size, drop_remainder=True)


def build_model(vocab, units):
    inputs = tf.keras.Input(shape=(None,), dtype="int32")
    x = tf.keras.layers.Embedding(vocab, units)(inputs)
    x = tf.keras.layers.LSTM(units, return_sequences=True)(x)
    outputs = tf.keras.layers.Dense(vocab)(x)
    return tf.keras.Model(inputs, outputs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--vocab", type=int, default=64)
    parser.add_argument("--units", type=int, default=128)
    args = parser.parse_args()

    train_ds = make_dataset(8192, 12, args.vocab, 64)
    val_ds = make_dataset(1024, 12, args.vocab, 64)
    model = build_model(args.vocab, args.units)
    trainer = Seq2SeqTrainer(
        model,
        tf.keras.optimizers.Adam(1e-3),
        tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    )
    trainer.fit(train_ds, val_ds, args.epochs)


if __name__ == "__main__":
    main()
