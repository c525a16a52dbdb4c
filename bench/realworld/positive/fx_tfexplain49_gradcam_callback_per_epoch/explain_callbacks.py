from pathlib import Path

import numpy as np
import tensorflow as tf
from tensorflow.keras.callbacks import Callback


class GradCAMCallback(Callback):
    def __init__(self, validation_data, layer_name, class_index, output_dir=Path("./logs/grad_cam")):
        super().__init__()
        self.validation_data = validation_data
        self.layer_name = layer_name
        self.class_index = class_index
        self.output_dir = Path(output_dir) / "epoch"
        self.output_dir.mkdir(parents=True, exist_ok=True)

    def on_epoch_end(self, epoch, logs=None):
        images, _ = self.validation_data
        file_writer = tf.summary.create_file_writer(str(self.output_dir))
        grad_model = tf.keras.models.Model(
            [self.model.inputs],
            [self.model.get_layer(self.layer_name).output, self.model.output],
        )
        with tf.GradientTape() as tape:
            conv_outputs, predictions = grad_model(np.array(images))
            loss = predictions[:, self.class_index]
        grads = tape.gradient(loss, conv_outputs)
        weights = tf.reduce_mean(grads, axis=(1, 2))
        cams = tf.nn.relu(tf.reduce_sum(conv_outputs * weights[:, None, None, :], axis=-1))
        cams = cams / (tf.reduce_max(cams, axis=(1, 2), keepdims=True) + 1e-8)
        with file_writer.as_default():
            tf.summary.image("Grad CAM", cams[..., None], step=epoch, max_outputs=8)
