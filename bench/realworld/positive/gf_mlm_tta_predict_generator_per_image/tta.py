"""Test-time augmentation helpers for the CIFAR-10 baseline."""
import numpy as np
from tensorflow.keras.preprocessing.image import ImageDataGenerator


def make_tta_generator(cfg):
    return ImageDataGenerator(
        horizontal_flip=cfg.get("flip", True),
        width_shift_range=cfg.get("shift", 0.0),
        height_shift_range=cfg.get("shift", 0.0),
        rotation_range=cfg.get("rotation", 0),
    )


def tta_prediction(datagen, model, image, n_examples):
    batch = np.expand_dims(image, 0)
    flow = datagen.flow(batch, batch_size=n_examples, shuffle=False)
    yhats = model.predict_generator(flow, steps=n_examples, verbose=0)
    summed = np.sum(yhats, axis=0)
    return int(np.argmax(summed))
