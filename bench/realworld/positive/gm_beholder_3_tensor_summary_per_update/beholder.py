"""Live visualisation of activations/weights written as TensorBoard frames."""
import os

import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1


class Beholder(object):
    def __init__(self, session, logdir, frame_height=256, frame_width=512):
        self.session = session
        self.frame_height = frame_height
        self.frame_width = frame_width
        self.writer = tf1.summary.FileWriter(os.path.join(logdir, "plugins", "beholder"))
        self.frames_written = 0

    def _scale(self, array):
        array = np.asarray(array, dtype=np.float32)
        lo, hi = array.min(), array.max()
        if hi - lo < 1e-12:
            return np.zeros_like(array)
        return (array - lo) / (hi - lo) * 255.0

    def _compose(self, arrays):
        rows = []
        row_h = max(self.frame_height // max(len(arrays), 1), 1)
        for arr in arrays:
            flat = self._scale(arr).reshape(-1)
            row = np.resize(flat, (row_h, self.frame_width))
            rows.append(row)
        frame = np.concatenate(rows, axis=0)[: self.frame_height]
        return frame.astype(np.uint8)

    def update(self, arrays, step):
        frame = self._compose(arrays)
        summary_op = tf1.summary.tensor_summary("beholder_frame", frame)
        summary = self.session.run(summary_op)
        self.writer.add_summary(summary, step)
        self.frames_written += 1
        if self.frames_written % 50 == 0:
            self.writer.flush()
