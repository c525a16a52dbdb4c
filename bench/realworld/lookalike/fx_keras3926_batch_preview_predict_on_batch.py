# source: https://github.com/keras-team/keras/issues/3926
# symptom: user wants to save the network's output images during training from a callback
# note: the approach from the thread: the callback keeps one fixed preview batch and uses predict_on_batch (a single direct call, not a new predict loop) every few hundred batches
import os

import numpy as np
from PIL import Image
from tensorflow import keras


class BatchPreview(keras.callbacks.Callback):
    def __init__(self, preview_x, out_dir="previews", every=200):
        super().__init__()
        self.preview_x = preview_x
        self.out_dir = out_dir
        self.every = every
        self.seen = 0
        os.makedirs(out_dir, exist_ok=True)

    def on_batch_end(self, batch, logs=None):
        self.seen += 1
        if self.seen % self.every:
            return
        outputs = self.model.predict_on_batch(self.preview_x)
        outputs = np.clip(np.asarray(outputs) * 255.0, 0, 255).astype(np.uint8)
        for i, img in enumerate(outputs):
            Image.fromarray(img.squeeze()).save(
                os.path.join(self.out_dir, f"step{self.seen:07d}_{i}.png"))
