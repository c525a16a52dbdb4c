# source: https://github.com/sofiabroome/painface-recognition/issues/4
# symptom: tf.function retracing warnings: video_level_train and evaluate_on_video_level each define their tf.function steps, and the driver calls them again and again
# expect: TFM006 15
# expect: TFM006 32
# note: the sites are the nested `@tf.function` defs, which the rule's docs place its finding at; the driver alternates training and video-level evaluation in rounds on the same model; every call of the two helpers wraps and traces new step functions
import argparse

import numpy as np
import tensorflow as tf

from data import load_video_split


def video_level_train(model, optimizer, loss_fn, train_ds, epochs):
    @tf.function
    def train_step(clips, labels):
        with tf.GradientTape() as tape:
            logits = model(clips, training=True)
            loss = loss_fn(labels, logits)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    for epoch in range(epochs):
        losses = []
        for clips, labels in train_ds:
            losses.append(float(train_step(clips, labels)))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")


def evaluate_on_video_level(model, val_ds):
    @tf.function
    def validation_step(clips):
        return tf.nn.softmax(model(clips, training=False))

    video_scores = {}
    for clips, labels, video_ids in val_ds:
        probs = validation_step(clips).numpy()
        for vid, p in zip(video_ids.numpy(), probs):
            video_scores.setdefault(vid, []).append(p)
    return {vid: np.mean(ps, axis=0) for vid, ps in video_scores.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--subject", default="horse_3")
    args = parser.parse_args()

    train_ds, val_ds = load_video_split(args.subject)
    model = tf.keras.Sequential([
        tf.keras.Input((10, 64, 64, 3)),
        tf.keras.layers.ConvLSTM2D(16, 3),
        tf.keras.layers.GlobalAveragePooling2D(),
        tf.keras.layers.Dense(2),
    ])
    optimizer = tf.keras.optimizers.Adam(1e-4)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    for r in range(args.rounds):
        video_level_train(model, optimizer, loss_fn, train_ds, epochs=1)
        scores = evaluate_on_video_level(model, val_ds)
        print(f"round {r}: {len(scores)} videos scored")


if __name__ == "__main__":
    main()
