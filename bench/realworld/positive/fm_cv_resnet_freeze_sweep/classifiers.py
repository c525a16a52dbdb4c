import tensorflow as tf
from tensorflow.keras.layers import Dense, GlobalAveragePooling2D


def resnet_classifier(num_classes, input_shape):
    backbone = tf.keras.applications.resnet50.ResNet50(
        include_top=False, weights="imagenet", input_shape=input_shape)
    pooled = GlobalAveragePooling2D()(backbone.output)
    probs = Dense(num_classes, activation="softmax")(pooled)
    return tf.keras.Model(backbone.input, probs)


def freeze_until(model, stop_prefix):
    frozen = []
    for layer in model.layers:
        if layer.name.startswith(stop_prefix):
            break
        if isinstance(layer, tf.keras.layers.Conv2D):
            layer.trainable = False
            frozen.append(layer.name)
    return frozen
