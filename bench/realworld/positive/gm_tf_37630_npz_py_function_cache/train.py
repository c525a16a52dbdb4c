"""Train the classifier on the npz TFRecords (AI Platform job entry point)."""
import argparse

import tensorflow as tf

from pipeline import make_dataset


def build_model():
    base = tf.keras.applications.MobileNetV2(input_shape=(256, 256, 3),
                                             include_top=False, weights=None)
    x = tf.keras.layers.GlobalAveragePooling2D()(base.output)
    out = tf.keras.layers.Dense(5, activation="softmax")(x)
    return tf.keras.Model(base.input, out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train-files", nargs="+", required=True)
    parser.add_argument("--eval-files", nargs="+", required=True)
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--batch-size", type=int, default=32)
    args = parser.parse_args()

    model = build_model()
    model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
    model.fit(make_dataset(args.train_files, args.batch_size),
              validation_data=make_dataset(args.eval_files, args.batch_size, training=False),
              epochs=args.epochs)


if __name__ == "__main__":
    main()
