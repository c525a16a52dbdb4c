import tensorflow as tf
from tensorflow.keras import layers


def _block(x, filters, stride):
    shortcut = x
    x = layers.Conv2D(filters, 3, stride, padding="same", use_bias=False)(x)
    x = layers.ReLU()(layers.BatchNormalization()(x))
    x = layers.Conv2D(filters, 3, 1, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, stride, use_bias=False)(shortcut)
        shortcut = layers.BatchNormalization()(shortcut)
    return layers.ReLU()(x + shortcut)


def build_resnet18(num_classes=10):
    inputs = layers.Input((32, 32, 3))
    x = layers.ReLU()(layers.BatchNormalization()(layers.Conv2D(64, 3, padding="same")(inputs)))
    for filters, stride in [(64, 1), (64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2), (512, 1)]:
        x = _block(x, filters, stride)
    x = layers.GlobalAveragePooling2D()(x)
    return tf.keras.Model(inputs, layers.Dense(num_classes, activation="softmax")(x))
