# source: https://github.com/w-shimaya/glow-tf2/blob/HEAD/callbacks.py
# symptom: none: the latent samples are drawn with NumPy once, eagerly, in the callback's constructor, on purpose (the same z every epoch to compare samples); no NumPy call runs inside a traced function
# note: a Keras callback hook (on_epoch_end) that feeds a fixed NumPy-drawn tensor to the flow model
import numpy as np
import tensorflow as tf
import tensorflow.keras as K


class RandomSampleImageCallback(K.callbacks.Callback):
    def __init__(self, logdir, sample_shape, image_shape):
        super().__init__()
        self.writer = tf.summary.create_file_writer(logdir)
        self.image_shape = image_shape
        self.z = tf.constant(np.random.normal(size=[64] + sample_shape), dtype="float32")

    def on_epoch_end(self, epoch, logs=None):
        x = tf.reshape(self.model.inverse(self.z), [-1] + self.image_shape)
        with self.writer.as_default():
            tf.summary.image("sample", x, step=epoch, max_outputs=16)
            tf.summary.scalar("loss", logs["loss"], step=epoch)
