import os

import numpy as np
from PIL import Image
from tensorflow.keras.callbacks import Callback


class SRPreview(Callback):
    """Writes the model's reconstruction of a few validation images after every epoch."""

    def __init__(self, low_res_images, out_dir="previews"):
        super().__init__()
        self.low_res_images = low_res_images
        self.out_dir = out_dir
        os.makedirs(out_dir, exist_ok=True)

    def on_epoch_end(self, epoch, logs=None):
        sr = self.model.predict(self.low_res_images, verbose=0)
        for i, img in enumerate(np.clip(sr, 0.0, 1.0)):
            Image.fromarray((img[..., 0] * 255).astype("uint8")).save(
                os.path.join(self.out_dir, f"epoch{epoch:03d}_img{i}.png"))
        print(f"epoch {epoch}: previews written, val_loss={logs.get('val_loss') if logs else None}")
