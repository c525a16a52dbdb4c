# source: https://openillumi.com/?p=42890
# symptom: confusion between the buffer_size of shuffle() and prefetch(); a too-small shuffle buffer skews ordered data, a huge one holds the data in memory
# note: look-alike: the pipeline the article recommends: decode with map(AUTOTUNE), shuffle with a bounded buffer of 10,000 decoded images, batch, prefetch(AUTOTUNE); nothing holds the whole dataset
import tensorflow as tf

AUTOTUNE = tf.data.AUTOTUNE
IMG_SIZE = 160


def decode(path, label):
    image = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    image = tf.image.resize(image, [IMG_SIZE, IMG_SIZE]) / 255.0
    return image, label


def make_dataset(paths, labels, batch_size=64):
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(decode, num_parallel_calls=AUTOTUNE)
    ds = ds.shuffle(buffer_size=10000)
    ds = ds.batch(batch_size)
    return ds.prefetch(AUTOTUNE)


if __name__ == "__main__":
    import pandas as pd

    table = pd.read_csv("images.csv")
    train = make_dataset(table["path"].tolist(), table["label"].tolist())
    for images, labels in train.take(1):
        print(images.shape, labels.shape)
