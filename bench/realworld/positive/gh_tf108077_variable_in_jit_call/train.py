import argparse

import numpy as np
import tensorflow as tf

from model import CategoricalTower


def make_batches(num_batches, batch_size, vocab_sizes, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(num_batches):
        ids_a = rng.integers(0, vocab_sizes[0], size=(batch_size,))
        ids_b = rng.integers(0, vocab_sizes[1], size=(batch_size,))
        labels = rng.integers(0, num_classes, size=(batch_size,))
        yield (tf.constant(ids_a), tf.constant(ids_b)), tf.constant(labels)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batches", type=int, default=200)
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()

    vocab_sizes = (3, 5)
    model = CategoricalTower(vocab_sizes=vocab_sizes)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    optimizer = tf.keras.optimizers.Adam(1e-3)

    for step, (features, labels) in enumerate(
            make_batches(args.batches, args.batch_size, vocab_sizes, 10)):
        with tf.GradientTape() as tape:
            logits = model(features, training=True)
            loss = loss_fn(labels, logits)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        if step % 20 == 0:
            print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
