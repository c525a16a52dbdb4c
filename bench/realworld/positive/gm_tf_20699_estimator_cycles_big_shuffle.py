# source: https://github.com/tensorflow/tensorflow/issues/20699
# symptom: memory use grows steadily across Estimator train/evaluate cycles on big CSV files until the ML Engine job dies with OOM; most pronounced with a big shuffle buffer
# expect: TFM011 31
# note: keeps the report's alternating estimator.train / estimator.evaluate loop over a CSV Dataset pipeline; the buffer literal is this case's choice of "a big shuffle buffer"
import argparse

import tensorflow as tf

CSV_COLUMNS = ["f%d" % i for i in range(20)] + ["label"]
DEFAULTS = [[0.0]] * 20 + [[0]]


def parse_line(line):
    fields = tf.io.decode_csv(line, record_defaults=DEFAULTS)
    features = dict(zip(CSV_COLUMNS, fields))
    label = features.pop("label")
    return features, label


def preprocess(features, label):
    features = {k: tf.clip_by_value(v, -5.0, 5.0) for k, v in features.items()}
    return features, label


def input_fn(pattern, batch_size, training):
    files = tf.data.Dataset.list_files(pattern, shuffle=training)
    ds = files.interleave(lambda f: tf.data.TextLineDataset(f).skip(1), cycle_length=4)
    ds = ds.map(parse_line, num_parallel_calls=8)
    ds = ds.map(preprocess, num_parallel_calls=8)
    if training:
        ds = ds.shuffle(1000000)
        ds = ds.repeat()
    return ds.batch(batch_size).prefetch(4)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", default="gs://bucket/train-*.csv")
    parser.add_argument("--eval", default="gs://bucket/eval-*.csv")
    parser.add_argument("--cycles", type=int, default=200)
    args = parser.parse_args()

    columns = [tf.feature_column.numeric_column(c) for c in CSV_COLUMNS[:-1]]
    estimator = tf.estimator.DNNClassifier(hidden_units=[128, 64], feature_columns=columns,
                                           n_classes=2, model_dir="/tmp/dnn")
    for cycle in range(args.cycles):
        estimator.train(lambda: input_fn(args.train, 512, True), steps=1000)
        metrics = estimator.evaluate(lambda: input_fn(args.eval, 512, False))
        print("cycle %d: %s" % (cycle, metrics))


if __name__ == "__main__":
    main()
