# source: https://github.com/tensorflow/tensorflow/pull/24610
# symptom: the noise is identical on every call: np.random.randn runs once, when the tf.function is traced, and its result is a constant of the graph
# expect: TFM015 13
# note: the report is the tf.function documentation's own add_noise example (np.random.randn inside a tf.function); here the helper feeds a denoising autoencoder once per batch
import numpy as np
import tensorflow as tf

IMG_SHAPE = (28, 28, 1)


@tf.function
def add_noise(images, scale=0.3):
    noise = np.random.randn(*IMG_SHAPE).astype("float32") * scale
    return tf.clip_by_value(images + noise, 0.0, 1.0)


(x_train, _), _ = tf.keras.datasets.mnist.load_data()
clean = tf.data.Dataset.from_tensor_slices(x_train[..., None].astype("float32") / 255.0).batch(128)
autoencoder = tf.keras.Sequential([
    tf.keras.layers.Conv2D(32, 3, activation="relu", padding="same", input_shape=IMG_SHAPE),
    tf.keras.layers.Conv2D(1, 3, activation="sigmoid", padding="same"),
])
optimizer = tf.keras.optimizers.Adam()

for epoch in range(10):
    for images in clean:
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(autoencoder(add_noise(images)) - images))
        grads = tape.gradient(loss, autoencoder.trainable_variables)
        optimizer.apply_gradients(zip(grads, autoencoder.trainable_variables))
