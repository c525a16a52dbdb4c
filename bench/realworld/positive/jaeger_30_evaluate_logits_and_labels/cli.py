import argparse

import tensorflow as tf

from jaeger.evaluate import accuracy
from jaeger.models import build_classifier


def load_eval_set(path, batch_size=256):
    ds = tf.data.Dataset.load(path)
    return ds.batch(batch_size).prefetch(tf.data.AUTOTUNE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weights", required=True)
    parser.add_argument("--data", required=True)
    args = parser.parse_args()
    model = build_classifier()
    model.load_weights(args.weights)
    print("accuracy", accuracy(model, load_eval_set(args.data)))


if __name__ == "__main__":
    main()
