# source: https://github.com/cosminariton123/Image_colorization_using_Deep_Learning
# note: pattern of preprocessing.py in that repository: the noise added in the Dataset.map function is drawn with tf.random.normal / tf.random.uniform, which are graph ops sampled anew for every element, not NumPy calls evaluated once at trace time; pasted with a star import, as in the issue it comes from.
from tensorflow.keras.layers import *

NOISE_PERCENTAGE = 0.05


def preprocess_image_training(image, label):
    image = tf.cast(image, tf.float32)
    image = image / 255
    noise = tf.random.normal(shape=image.shape, mean=0, stddev=0.1, dtype=tf.float32) * \
        tf.floor(tf.random.uniform(shape=image.shape) * (1 + NOISE_PERCENTAGE))
    image = image + noise
    return image, label


def preprocess_image_predicting(image, label):
    image = tf.cast(image, tf.float32)
    image = image / 255
    return image, label


train_ds = train_ds.map(preprocess_image_training, num_parallel_calls=tf.data.AUTOTUNE)
val_ds = val_ds.map(preprocess_image_predicting, num_parallel_calls=tf.data.AUTOTUNE)

inputs = Input(shape=(256, 256, 1))
x = Conv2D(64, 3, padding="same", activation="relu")(inputs)
x = Conv2D(64, 3, padding="same", activation="relu")(x)
outputs = Conv2D(2, 1, activation="tanh")(x)
model = tf.keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="mse")
model.fit(train_ds.batch(16).prefetch(2), validation_data=val_ds.batch(16), epochs=50)
