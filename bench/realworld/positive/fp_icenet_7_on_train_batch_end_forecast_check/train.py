import numpy as np
import tensorflow as tf

from icenet_lite import BatchwiseIceExtentMonitor, unet_batchnorm


def load_split(name):
    data = np.load(f"data/{name}.npz")
    return data["inputs"], data["targets"]


def main():
    x_train, y_train = load_split("train")
    x_val, y_val = load_split("val")
    land_mask = np.load("data/land_mask.npy")

    model = unet_batchnorm(input_shape=x_train.shape[1:])
    monitor = BatchwiseIceExtentMonitor(x_val[:16], y_val[:16, ..., 0], land_mask)
    ckpt = tf.keras.callbacks.ModelCheckpoint("network_best.h5", save_best_only=True)
    model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=30, batch_size=4,
              callbacks=[monitor, ckpt])
    np.savez("monitor_history.npz", **monitor.history)


if __name__ == "__main__":
    main()
