# source: https://github.com/tensorflow/estimator/pull/78
# symptom: continuous evaluation of new checkpoints leaks memory: Keras keeps a global cache for every evaluation model graph unless it is cleared after each evaluation (no such growth in TF 1.14)
# expect: TFM009 25
# note: checkpoints_iterator() yields forever; evaluate_checkpoint() builds a new model for every checkpoint through
# note: the same-module build_model(). The PR's fix clears the Keras state after every evaluation (see the look-
# note: alike).

"""Sidecar evaluator: evaluates every new checkpoint written by the trainer."""
import argparse

import tensorflow as tf

from input_pipeline import make_eval_dataset


def build_model(num_features=128, num_classes=10):
    inputs = tf.keras.Input(shape=(num_features,))
    x = tf.keras.layers.Dense(512, activation="relu")(inputs)
    x = tf.keras.layers.Dense(256, activation="relu")(x)
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


def evaluate_checkpoint(ckpt_path, eval_ds):
    model = build_model()
    model.compile(loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    tf.train.Checkpoint(model=model).restore(ckpt_path).expect_partial()
    return model.evaluate(eval_ds, return_dict=True, verbose=0)


def run(model_dir, eval_pattern, timeout=None):
    eval_ds = make_eval_dataset(eval_pattern)
    writer = tf.summary.create_file_writer(f"{model_dir}/eval")
    for ckpt_path in tf.train.checkpoints_iterator(model_dir, timeout=timeout):
        step = int(ckpt_path.rsplit("-", 1)[-1])
        metrics = evaluate_checkpoint(ckpt_path, eval_ds)
        with writer.as_default():
            for name, value in metrics.items():
                tf.summary.scalar(name, value, step=step)
        print(step, metrics)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model-dir", required=True)
    parser.add_argument("--eval-files", required=True)
    args = parser.parse_args()
    run(args.model_dir, args.eval_files)
