import argparse

import tensorflow as tf

from gan import DeblurGAN
from networks import build_discriminator, build_fpn_generator


def load_pairs(pattern, image_size=256, batch_size=8):
    def _load(path):
        image = tf.image.decode_png(tf.io.read_file(path), channels=3)
        image = tf.image.convert_image_dtype(image, tf.float32)
        half = tf.shape(image)[1] // 2
        blurred, sharp = image[:, :half], image[:, half:]
        stacked = tf.image.random_crop(tf.stack([blurred, sharp]), [2, image_size, image_size, 3])
        return stacked[0], stacked[1]

    ds = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = ds.map(_load, num_parallel_calls=tf.data.AUTOTUNE)
    return ds.batch(batch_size, drop_remainder=True).prefetch(tf.data.AUTOTUNE)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", default="data/gopro/train/*.png")
    parser.add_argument("--epochs", type=int, default=300)
    args = parser.parse_args()

    gan = DeblurGAN(build_fpn_generator(), build_discriminator())
    gan.compile(g_lr=1e-4, d_lr=1e-4)
    gan.fit(load_pairs(args.train), epochs=args.epochs,
            callbacks=[tf.keras.callbacks.ModelCheckpoint("ckpt/deblur_{epoch:03d}", save_weights_only=True)])
