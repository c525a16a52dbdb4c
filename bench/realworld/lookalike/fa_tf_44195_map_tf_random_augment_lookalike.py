# source: https://github.com/tensorflow/tensorflow/issues/44195
# note: the augmentation in the report's shape, written with TensorFlow random ops: the mapped function draws its jitter with tf.random inside the tf.data graph, so each element and each pass over the dataset gets new values (the report's remaining problem, identical draws across passes, only appears with a global seed set, which this training script does not set); no NumPy value is frozen into the traced map function
import tensorflow as tf


def jitter(image, label):
    image = tf.image.random_flip_left_right(image)
    scale = tf.random.uniform([], 0.9, 1.1)
    size = tf.cast(tf.cast(tf.shape(image)[:2], tf.float32) * scale, tf.int32)
    image = tf.image.resize_with_crop_or_pad(tf.image.resize(image, size), 96, 96)
    image = image + tf.random.normal(tf.shape(image), stddev=0.02)
    return tf.clip_by_value(image, 0.0, 1.0), label


def get_dataset(images, labels):
    ds = tf.data.Dataset.from_tensor_slices((images, labels))
    return ds.shuffle(len(images)).map(jitter, num_parallel_calls=tf.data.AUTOTUNE).batch(64)


(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
x_train = tf.image.resize(x_train / 255.0, (96, 96)).numpy()
train_ds = get_dataset(x_train, y_train)

model = tf.keras.applications.EfficientNetB0(input_shape=(96, 96, 3), weights=None, classes=10)
model.compile("adam", tf.keras.losses.SparseCategoricalCrossentropy(), metrics=["accuracy"])
for epoch in range(30):
    model.fit(train_ds, epochs=1, verbose=2)
