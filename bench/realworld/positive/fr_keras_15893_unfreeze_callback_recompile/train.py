import argparse

import tensorflow as tf

from finetune import UnfreezeBackbone, build_classifier


def make_datasets(data_dir, batch_size, image_size=224):
    train = tf.keras.utils.image_dataset_from_directory(
        f"{data_dir}/train", image_size=(image_size, image_size), batch_size=batch_size)
    val = tf.keras.utils.image_dataset_from_directory(
        f"{data_dir}/val", image_size=(image_size, image_size), batch_size=batch_size)
    return train.prefetch(tf.data.AUTOTUNE), val.prefetch(tf.data.AUTOTUNE), len(train.class_names)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data_dir", required=True)
    parser.add_argument("--unfreeze_after", type=int, default=5)
    parser.add_argument("--unfreeze_layer_idx", type=int, default=100)
    parser.add_argument("--epochs", type=int, default=30)
    args = parser.parse_args()

    strategy = tf.distribute.MirroredStrategy()
    train_ds, val_ds, num_classes = make_datasets(args.data_dir, 32 * strategy.num_replicas_in_sync)
    with strategy.scope():
        model = build_classifier(num_classes)
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(
        train_ds,
        validation_data=val_ds,
        epochs=args.epochs,
        callbacks=[UnfreezeBackbone(args.unfreeze_after, args.unfreeze_layer_idx, strategy)],
    )


if __name__ == "__main__":
    main()
