import pandas as pd
import tensorflow as tf

from pipeline import make_train_dataset


def main():
    meta = pd.read_csv("train_labels.csv")
    train_ds = make_train_dataset(meta["path"].values, meta["label"].values)
    model = tf.keras.applications.EfficientNetB0(weights=None, classes=int(meta["label"].max()) + 1)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(train_ds, epochs=30)
    model.save("cutout_effnet.keras")


if __name__ == "__main__":
    main()
