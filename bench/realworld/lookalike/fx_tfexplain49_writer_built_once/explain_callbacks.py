from pathlib import Path

import numpy as np
import tensorflow as tf
from tensorflow.keras.callbacks import Callback
from tf_explain.core.grad_cam import GradCAM


class GradCAMCallback(Callback):
    def __init__(self, validation_data, layer_name, class_index, output_dir=Path("./logs/grad_cam")):
        super().__init__()
        self.validation_data = validation_data
        self.layer_name = layer_name
        self.class_index = class_index
        self.output_dir = Path(output_dir) / "epoch"
        self.output_dir.mkdir(parents=True, exist_ok=True)
        self.file_writer = tf.summary.create_file_writer(str(self.output_dir))
        self.explainer = GradCAM()

    def on_epoch_end(self, epoch, logs=None):
        grid = self.explainer.explain(self.validation_data, self.model,
                                      class_index=self.class_index, layer_name=self.layer_name)
        with self.file_writer.as_default():
            tf.summary.image("Grad CAM", np.array([grid]), step=epoch)
