import os

import numpy as np
import tensorflow as tf

from data_loader.pose_image_processor import PoseImageProcessor


def get_check_pointer_callback(model_path, output_name):
    checkpoint_path = os.path.join(model_path, output_name + ".hdf5")
    return tf.keras.callbacks.ModelCheckpoint(checkpoint_path, save_weights_only=False, verbose=1)


def get_tensorboard_callback(log_path, output_name):
    return tf.keras.callbacks.TensorBoard(log_dir=os.path.join(log_path, output_name),
                                          histogram_freq=0, write_graph=True)


def get_img_tensorboard_callback(log_path, output_name, images, labels, model):
    file_writer = tf.summary.create_file_writer(os.path.join(log_path, output_name))

    def log_tensorboard_predicted_images(epoch, logs):
        predictions = model.predict(images)
        predicted_images = []
        for i in range(images.shape[0]):
            numpy_img = PoseImageProcessor.display_image(
                images[i], true_heat=labels[i], pred_heat=predictions[i], as_numpy=True)
            predicted_images.append(numpy_img / 255)
        with file_writer.as_default():
            tf.summary.image("predict from validation dataset", np.stack(predicted_images),
                             max_outputs=10, step=epoch)

    return tf.keras.callbacks.LambdaCallback(on_epoch_end=log_tensorboard_predicted_images)
