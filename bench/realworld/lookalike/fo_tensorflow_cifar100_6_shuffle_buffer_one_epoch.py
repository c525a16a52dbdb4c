# source: https://github.com/Finn-Fengming/tensorflow-cifar100/issues/6
# note: the reporter asks why training first logs "Filling up shuffle buffer ... 4298 of 50000"; the answer is that it is only the buffer of the configured size being filled: 50,000 CIFAR images (about 150 MB) is a bounded one-epoch buffer, below the 100,000-element threshold in RULES.md, and the rest of the pipeline uses tf.random ops, AUTOTUNE and a small prefetch
import tensorflow as tf

BATCH_SIZE = 128


def augment(image, label):
    image = tf.image.resize_with_crop_or_pad(image, 36, 36)
    image = tf.image.random_crop(image, [32, 32, 3])
    image = tf.image.random_flip_left_right(image)
    return tf.cast(image, tf.float32) / 255.0, label


def make_dataset(images, labels, training=True):
    ds = tf.data.Dataset.from_tensor_slices((images, labels))
    if training:
        ds = ds.shuffle(buffer_size=50000, reshuffle_each_iteration=True)
        ds = ds.map(augment, num_parallel_calls=tf.data.AUTOTUNE)
    else:
        ds = ds.map(lambda x, y: (tf.cast(x, tf.float32) / 255.0, y))
    return ds.batch(BATCH_SIZE).prefetch(tf.data.AUTOTUNE)


def main():
    (x_train, y_train), (x_test, y_test) = tf.keras.datasets.cifar100.load_data()
    model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(32, 32, 3), classes=100)
    model.compile(optimizer=tf.keras.optimizers.SGD(0.1, momentum=0.9),
                  loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    model.fit(make_dataset(x_train, y_train), epochs=100,
              validation_data=make_dataset(x_test, y_test, training=False))


if __name__ == "__main__":
    main()
