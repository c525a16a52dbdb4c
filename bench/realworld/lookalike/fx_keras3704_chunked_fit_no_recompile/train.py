import numpy as np
from tensorflow import keras

from chunks import iter_chunks


def build_model(n_features, n_classes):
    model = keras.Sequential([
        keras.Input(shape=(n_features,)),
        keras.layers.Dense(512, activation="relu"),
        keras.layers.Dense(n_classes, activation="softmax"),
    ])
    model.compile(optimizer=keras.optimizers.RMSprop(1e-3),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model


def main(passes=3):
    val = np.load("shards/val.npz")
    model = build_model(val["x"].shape[1], int(val["y"].max()) + 1)
    checkpoint = keras.callbacks.ModelCheckpoint("ckpt/model.keras", monitor="val_loss",
                                                 save_best_only=True)
    for p in range(passes):
        for x, y in iter_chunks("shards/train_*.npz"):
            model.fit(x, y, batch_size=256, epochs=1,
                      validation_data=(val["x"], val["y"]), callbacks=[checkpoint], verbose=2)


if __name__ == "__main__":
    main()
