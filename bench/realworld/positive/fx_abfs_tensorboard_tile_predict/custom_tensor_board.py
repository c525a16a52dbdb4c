import io

import numpy as np
import tensorflow as tf
from PIL import Image


class CustomTensorBoard(tf.keras.callbacks.TensorBoard):
    def __init__(self, log_dir, data, shape):
        self.data = data
        self.shape = shape
        super().__init__(log_dir=log_dir)
        self.image_writer = tf.summary.create_file_writer(log_dir + "/samples")

    def _predict(self, image):
        return self.model.predict(np.expand_dims(image, axis=0))[0]

    def on_epoch_end(self, epoch, logs=None):
        image = (self.data
                 .val_batch_data(0)
                 .sample_image_predict(self.shape, self._predict)
                 .astype(np.uint8))
        output = io.BytesIO()
        Image.fromarray(image).save(output, format="PNG")
        output.close()
        with self.image_writer.as_default():
            tf.summary.image("sample_prediction", image[None, ...], step=epoch)
        super().on_epoch_end(epoch, logs)
