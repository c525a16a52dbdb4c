from tensorflow import keras
from tensorflow.keras import layers


def get_network(image_size, widths, block_depth):
    noisy_images = keras.Input(shape=(image_size, image_size, 3))
    noise_variances = keras.Input(shape=(1, 1, 1))
    e = layers.UpSampling2D(size=image_size, interpolation="nearest")(noise_variances)
    x = layers.Conv2D(widths[0], kernel_size=1)(noisy_images)
    x = layers.Concatenate()([x, e])
    skips = []
    for width in widths[:-1]:
        for _ in range(block_depth):
            x = layers.Conv2D(width, 3, padding="same", activation="swish")(x)
            skips.append(x)
        x = layers.AveragePooling2D(pool_size=2)(x)
    for _ in range(block_depth):
        x = layers.Conv2D(widths[-1], 3, padding="same", activation="swish")(x)
    for width in reversed(widths[:-1]):
        x = layers.UpSampling2D(size=2, interpolation="bilinear")(x)
        for _ in range(block_depth):
            x = layers.Concatenate()([x, skips.pop()])
            x = layers.Conv2D(width, 3, padding="same", activation="swish")(x)
    x = layers.Conv2D(3, kernel_size=1, kernel_initializer="zeros")(x)
    return keras.Model([noisy_images, noise_variances], x, name="residual_unet")
