import tensorflow as tf

import sys

from config import load_config
from pipeline import build_train_dataset, build_val_dataset
from segnet import build_lm_segnet


def main():
    cfg = load_config(sys.argv[1] if len(sys.argv) > 1 else None)
    train_ds = build_train_dataset(cfg)
    val_ds = build_val_dataset(cfg)
    model = build_lm_segnet(cfg.image_size + (3,), cfg.num_classes)
    model.compile(
        optimizer=tf.keras.optimizers.Adam(cfg.learning_rate),
        loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
        metrics=["accuracy"],
    )
    model.fit(train_ds, validation_data=val_ds, epochs=cfg.epochs,
              callbacks=[tf.keras.callbacks.ModelCheckpoint("ckpt/segnet_{epoch:03d}.h5")])


if __name__ == "__main__":
    main()
