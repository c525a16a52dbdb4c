import tensorflow as tf
from tensorflow.keras import layers


def residual_block(x, filters, stride=1):
    shortcut = x
    x = layers.Conv2D(filters, 3, strides=stride, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    x = layers.ReLU()(x)
    x = layers.Conv2D(filters, 3, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, strides=stride, use_bias=False)(shortcut)
        shortcut = layers.BatchNormalization()(shortcut)
    return layers.ReLU()(layers.Add()([x, shortcut]))


def build_high_resnet(input_shape=(128, 128, 3), num_classes=4):
    inputs = tf.keras.Input(shape=input_shape)
    x = layers.Conv2D(32, 7, strides=2, padding="same")(inputs)
    for filters, stride in [(32, 1), (64, 2), (128, 2), (256, 2)]:
        x = residual_block(x, filters, stride)
    x = layers.GlobalAveragePooling2D()(x)
    outputs = layers.Dense(num_classes, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs, name="high_resnet")
