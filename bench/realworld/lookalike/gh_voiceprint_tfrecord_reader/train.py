import argparse

import tensorflow as tf

import reader


def build_model(num_classes):
    base = tf.keras.applications.ResNet50V2(include_top=False, weights=None,
                                            input_shape=(257, 64, 1), pooling="max")
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(base.output)
    return tf.keras.Model(base.input, outputs)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", default="dataset/train.tfrecord")
    parser.add_argument("--test", default="dataset/test.tfrecord")
    parser.add_argument("--classes", type=int, default=3242)
    parser.add_argument("--epochs", type=int, default=50)
    args = parser.parse_args()

    model = build_model(args.classes)
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    train_data = reader.train_reader_tfrecord(args.train, num_epochs=1, batch_size=32)
    test_data = reader.test_reader_tfrecord(args.test, batch_size=32)
    model.fit(train_data, validation_data=test_data, epochs=args.epochs)
    model.save("models/resnet50v2_voiceprint.keras")


if __name__ == "__main__":
    main()
