import argparse

import tensorflow as tf

from esrgan import RRDBNet


def make_dataset(hr_dir, batch_size):
    files = tf.data.Dataset.list_files(hr_dir + "/*.png")

    def load(path):
        hr = tf.image.decode_png(tf.io.read_file(path), channels=3)
        hr = tf.image.random_crop(tf.cast(hr, tf.float32) / 255.0, [128, 128, 3])
        lr = tf.image.resize(hr, [32, 32], method="bicubic")
        return lr, hr

    return files.map(load, num_parallel_calls=tf.data.AUTOTUNE).batch(batch_size)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="data/div2k")
    parser.add_argument("--steps", type=int, default=100000)
    args = parser.parse_args()

    generator = RRDBNet()
    optimizer = tf.keras.optimizers.Adam(2e-4)
    dataset = make_dataset(args.data, 16).repeat()
    for step, (lr, hr) in enumerate(dataset.take(args.steps)):
        with tf.GradientTape() as tape:
            fake = generator(lr)
            loss = tf.reduce_mean(tf.abs(hr - fake))
        grads = tape.gradient(loss, generator.trainable_variables)
        optimizer.apply_gradients(zip(grads, generator.trainable_variables))
        if step % 500 == 0:
            generator.save_weights("ckpt/generator_%d.weights.h5" % step)


if __name__ == "__main__":
    main()
