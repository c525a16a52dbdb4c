# source: https://github.com/tensorflow/estimator/pull/78
# symptom: (fixed variant) continuous evaluation leaked memory until the Keras state was reset after every evaluation
# note: Correct: the loop over checkpoints starts every iteration with tf.keras.backend.clear_session(), which is what
# note: the PR adds after each evaluation; evaluation only (no training), so the Keras global state stays flat.

import tensorflow as tf

from input_pipeline import make_eval_dataset


def build_model(num_features=128, num_classes=10):
    inputs = tf.keras.Input(shape=(num_features,))
    x = tf.keras.layers.Dense(512, activation="relu")(inputs)
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


def evaluate_checkpoint(ckpt_path, eval_ds):
    model = build_model()
    model.compile(loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    tf.train.Checkpoint(model=model).restore(ckpt_path).expect_partial()
    return model.evaluate(eval_ds, return_dict=True, verbose=0)


def run(model_dir, eval_pattern):
    eval_ds = make_eval_dataset(eval_pattern)
    writer = tf.summary.create_file_writer(f"{model_dir}/eval")
    for ckpt_path in tf.train.checkpoints_iterator(model_dir):
        tf.keras.backend.clear_session()
        step = int(ckpt_path.rsplit("-", 1)[-1])
        metrics = evaluate_checkpoint(ckpt_path, eval_ds)
        with writer.as_default():
            for name, value in metrics.items():
                tf.summary.scalar(name, value, step=step)


if __name__ == "__main__":
    run("gs://bucket/model", "gs://bucket/eval-*.tfrecord")
