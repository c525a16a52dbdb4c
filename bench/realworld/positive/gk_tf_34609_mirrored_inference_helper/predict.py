"""Batch prediction over the image folder with an 8-GPU MirroredStrategy."""
import argparse

import numpy as np
import tensorflow as tf

from distributed import make_strategy, run_inference


def image_dataset(pattern, size, batch):
    files = tf.data.Dataset.list_files(pattern, shuffle=False)

    def load(path):
        img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
        return tf.image.resize(img, (size, size)) / 255.0

    return files.map(load, num_parallel_calls=tf.data.AUTOTUNE).batch(batch)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weights", default="ckpt/resnet50.h5")
    ap.add_argument("--images", default="/data/unlabeled/*.jpg")
    ap.add_argument("--batch", type=int, default=256)
    args = ap.parse_args()

    strategy = make_strategy()
    with strategy.scope():
        model = tf.keras.applications.ResNet50(weights=None, classes=1000)
        model.load_weights(args.weights)
    ds = strategy.experimental_distribute_dataset(
        image_dataset(args.images, 224, args.batch))

    preds = []
    for dist_batch in ds:
        probs = run_inference(strategy, model, dist_batch)
        preds.append(np.argmax(probs.numpy(), axis=-1))
    np.save("predictions.npy", np.concatenate(preds))


if __name__ == "__main__":
    main()
