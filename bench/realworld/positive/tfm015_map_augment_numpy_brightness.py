# source: https://github.com/tensorflow/tensorflow/issues/40620
# symptom: the augmentation is not random: every image gets the same brightness shift and the same flip decision, fixed when the map function was traced
# expect: TFM015 10
# expect: TFM015 12
import numpy as np
import tensorflow as tf


def augment(image, label):
    delta = np.random.uniform(-0.2, 0.2)
    image = tf.image.adjust_brightness(image, delta)
    if np.random.rand() > 0.5:
        image = tf.image.flip_left_right(image)
    return image, label


(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
train_ds = (tf.data.Dataset.from_tensor_slices((x_train.astype("float32") / 255.0, y_train))
            .shuffle(10000)
            .map(augment, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(64))

model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(32, 32, 3), classes=10)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=20)
