# source: https://github.com/david8862/tf-keras-stacked-hourglass-keypoint-detection/issues/1
# symptom: CPU RAM drops by about 1 GB at the start of every epoch (0.5 GB with half the batch size) until the run is killed at epoch 25
# expect: TFM008 30
# note: the repository evaluates PCK in a callback at each epoch end, predicting the validation images one at a time; the per-image predict in the hook's loop is the case's site
import os

import numpy as np
from tensorflow import keras


class EvalCallBack(keras.callbacks.Callback):
    def __init__(self, log_dir, val_images, val_keypoints, input_size=(256, 256), threshold=0.5):
        super().__init__()
        self.log_dir = log_dir
        self.val_images = val_images
        self.val_keypoints = val_keypoints
        self.input_size = input_size
        self.threshold = threshold
        self.best_acc = 0.0

    def _pck(self, heatmaps, keypoints):
        h, w, k = heatmaps.shape
        flat = heatmaps.reshape(-1, k).argmax(axis=0)
        pred = np.stack([flat % w, flat // w], axis=1) * (self.input_size[0] / w)
        return float(np.mean(np.linalg.norm(pred - keypoints, axis=1) < self.threshold * self.input_size[0] / 10))

    def on_epoch_end(self, epoch, logs=None):
        scores = []
        for image, keypoints in zip(self.val_images, self.val_keypoints):
            heatmaps = self.model.predict(np.expand_dims(image, 0))[-1][0]
            scores.append(self._pck(heatmaps, keypoints))
        acc = float(np.mean(scores))
        print(f"\nepoch {epoch + 1}: val PCK {acc:.4f}")
        if acc > self.best_acc:
            self.best_acc = acc
            self.model.save(os.path.join(self.log_dir, f"ep{epoch + 1:03d}-pck{acc:.4f}.h5"))


def main(model, train_gen, val_images, val_keypoints, epochs=100):
    model.compile(optimizer=keras.optimizers.RMSprop(5e-4), loss="mse")
    model.fit(train_gen, epochs=epochs, callbacks=[EvalCallBack("logs/000", val_images, val_keypoints)])
