import argparse

import numpy as np
import tensorflow as tf

from callbacks import Metrics
from htnet_model import htnet


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data/ecog_move_rest.npz")
    parser.add_argument("--epochs", type=int, default=300)
    args = parser.parse_args()

    blob = np.load(args.data)
    x_tr, y_tr = blob["x_train"], blob["y_train"]
    x_val, y_val = blob["x_val"], blob["y_val"]

    model = htnet(nb_classes=y_tr.shape[1], Chans=x_tr.shape[2], Samples=x_tr.shape[3],
                  dropoutRate=0.5, kernLength=32, F1=8, D=2, F2=16)
    model.compile(loss="categorical_crossentropy", optimizer="adam", metrics=["accuracy"])
    f1_cb = Metrics((x_val, y_val))
    checkpoint = tf.keras.callbacks.ModelCheckpoint("checkpoints/htnet.h5", monitor="val_loss",
                                                    save_best_only=True)
    early = tf.keras.callbacks.EarlyStopping(monitor="val_loss", patience=20)
    model.fit(x_tr, y_tr, batch_size=16, epochs=args.epochs, validation_data=(x_val, y_val),
              callbacks=[f1_cb, checkpoint, early], verbose=2)


if __name__ == "__main__":
    main()
