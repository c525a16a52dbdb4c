import os
from datetime import datetime

import tensorflow as tf

from config.train_config import TrainConfig
from data_loader.data_loader import DataLoader
from models.simplepose_mobile import simplepose_mobile_small
from callbacks_model import (get_check_pointer_callback, get_tensorboard_callback,
                             get_img_tensorboard_callback)


def main():
    cfg = TrainConfig()
    train_loader = DataLoader(is_training=True, config=cfg)
    valid_loader = DataLoader(is_training=False, config=cfg)
    dataset_train = train_loader.input_fn()

    model = simplepose_mobile_small(keypoints=14)
    model.compile(optimizer=tf.keras.optimizers.Adam(0.001, epsilon=1e-8),
                  loss=tf.keras.losses.mean_squared_error)

    output_name = datetime.now().strftime("%m%d%H%M") + "_spm"
    images, labels = valid_loader.get_images(22, 6)
    callbacks = [
        get_check_pointer_callback(os.path.join("outputs", "models"), output_name),
        get_tensorboard_callback(os.path.join("outputs", "logs"), output_name),
        get_img_tensorboard_callback(os.path.join("outputs", "logs"), output_name, images, labels, model),
    ]
    model.fit(dataset_train, epochs=cfg.epochs, steps_per_epoch=cfg.steps_per_epoch, callbacks=callbacks)


if __name__ == "__main__":
    main()
