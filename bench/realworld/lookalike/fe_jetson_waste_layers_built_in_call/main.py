import tensorflow as tf
from tensorflow.keras.layers import Dense, Input
from tensorflow.keras.models import Sequential

from models.inception_v3 import InceptionV3Transfer
from models.mobilenet_hub import MobileNetHubTransfer

IMAGE_SIZE = (299, 299)


def load(directory):
    return tf.keras.utils.image_dataset_from_directory(directory, image_size=IMAGE_SIZE, batch_size=32)


def build(backbone, num_classes):
    return Sequential([Input(shape=(*IMAGE_SIZE, 3)), backbone, Dense(num_classes, activation="softmax")])


if __name__ == "__main__":
    train_ds, val_ds = load("data/train"), load("data/val")
    num_classes = len(train_ds.class_names)
    for backbone in (InceptionV3Transfer(input_shape=(*IMAGE_SIZE, 3), trainable=False),
                     MobileNetHubTransfer(input_shape=(*IMAGE_SIZE, 3), trainable=False)):
        model = build(backbone, num_classes)
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(train_ds, validation_data=val_ds, epochs=10)
        tf.keras.backend.clear_session()
