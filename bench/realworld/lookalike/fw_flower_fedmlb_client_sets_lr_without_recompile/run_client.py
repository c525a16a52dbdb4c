import argparse

import flwr as fl
import tensorflow as tf

from client import TFClient


def build_model(num_classes=100, lr=0.1):
    base = tf.keras.applications.ResNet50(include_top=False, weights=None,
                                          input_shape=(32, 32, 3), pooling="avg")
    outputs = tf.keras.layers.Dense(num_classes, activation="softmax")(base.output)
    model = tf.keras.Model(base.input, outputs)
    model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=lr, momentum=0.0),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


def load_partition(cid, batch_size):
    (x, y), _ = tf.keras.datasets.cifar100.load_data()
    shard = len(x) // 100
    xs, ys = x[cid * shard:(cid + 1) * shard] / 255.0, y[cid * shard:(cid + 1) * shard]
    split = int(0.9 * len(xs))
    train = tf.data.Dataset.from_tensor_slices((xs[:split], ys[:split])).shuffle(1000).batch(batch_size)
    val = tf.data.Dataset.from_tensor_slices((xs[split:], ys[split:])).batch(batch_size)
    return train, val, split


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cid", type=int, required=True)
    parser.add_argument("--server", default="127.0.0.1:8080")
    parser.add_argument("--batch-size", type=int, default=50)
    args = parser.parse_args()

    train_ds, val_ds, n_train = load_partition(args.cid, args.batch_size)
    model = build_model()
    client = TFClient(train_ds, val_ds, model, n_train)
    fl.client.start_numpy_client(server_address=args.server, client=client)


if __name__ == "__main__":
    main()
