import numpy as np
import tensorflow as tf

from sgnn import sgnn_features

HASH_SEEDS = [1123, 9173, 44017, 1729, 8888, 31337, 271828, 4242]


def build_classifier(num_classes, feature_size):
    return tf.keras.Sequential([
        tf.keras.layers.Input(shape=(feature_size,)),
        tf.keras.layers.Dense(256, activation="relu"),
        tf.keras.layers.Dense(num_classes),
    ])


def main(lines, labels, epochs=5, batch_size=64):
    model = build_classifier(num_classes=int(labels.max()) + 1, feature_size=128 * len(HASH_SEEDS))
    optimizer = tf.keras.optimizers.Adam(1e-3)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    for epoch in range(epochs):
        for start in range(0, len(lines), batch_size):
            texts = tf.constant(lines[start: start + batch_size])
            features = sgnn_features(texts, HASH_SEEDS)
            with tf.GradientTape() as tape:
                loss = loss_fn(labels[start: start + batch_size], model(features, training=True))
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    with open("data/plates.txt") as f:
        rows = [line.rstrip("\n").split("\t") for line in f]
    main([r[0] for r in rows], np.array([int(r[1]) for r in rows]))
