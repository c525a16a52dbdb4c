import io

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import tensorflow.compat.v1 as tf


class ImageToTensorboardTask:
    def __init__(self, writer, plot_fn, name):
        self.writer = writer
        self.plot_fn = plot_fn
        self.name = name

    def _render(self):
        fig = self.plot_fn()
        fig.canvas.draw()
        buf = np.asarray(fig.canvas.buffer_rgba())[None, :, :, :3]
        plt.close(fig)
        return buf.astype(np.float64) / 255.0

    def run(self, sess, step):
        placeholder = tf.placeholder(tf.float64, [1, None, None, 3])
        summary = tf.summary.image(self.name, placeholder)
        serialized = sess.run(summary, feed_dict={placeholder: self._render()})
        self.writer.add_summary(serialized, step)
