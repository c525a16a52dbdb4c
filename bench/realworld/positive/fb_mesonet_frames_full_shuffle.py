# source: https://openillumi.com/en/en-tfdata-shuffle-buffer-optimization
# symptom: training MesoNet on 600,000 video frames stalls at "Filling up shuffle buffer (this may take a while)"; the answer: the shuffle buffer is sized to the whole dataset, reduce it
# expect: TFM011 41
# note: 1000 real and 1000 deepfake videos of 300 frames each; the frame generator decodes 256x256 RGB frames and the pipeline shuffles them with a buffer of len(frames), i.e. every decoded frame
import glob
import os

import numpy as np
import tensorflow as tf
from PIL import Image

IMG_SIZE = 256
BATCH_SIZE = 75


class FrameSource:
    def __init__(self, root):
        self.frames = []
        for label, sub in enumerate(("real", "fake")):
            for video_dir in sorted(glob.glob(os.path.join(root, sub, "*"))):
                self.frames.extend((path, label) for path in sorted(glob.glob(os.path.join(video_dir, "*.jpg"))))

    def __len__(self):
        return len(self.frames)

    def __call__(self):
        for path, label in self.frames:
            image = Image.open(path).convert("RGB").resize((IMG_SIZE, IMG_SIZE))
            yield np.asarray(image, dtype=np.float32) / 255.0, np.float32(label)


def make_dataset(root):
    source = FrameSource(root)
    ds = tf.data.Dataset.from_generator(
        source,
        output_signature=(
            tf.TensorSpec((IMG_SIZE, IMG_SIZE, 3), tf.float32),
            tf.TensorSpec((), tf.float32),
        ),
    )
    ds = ds.shuffle(buffer_size=len(source), reshuffle_each_iteration=True)
    return ds.batch(BATCH_SIZE).prefetch(tf.data.AUTOTUNE), len(source)


if __name__ == "__main__":
    from meso import Meso4

    train_ds, n_frames = make_dataset("frames/train")
    model = Meso4()
    model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss="binary_crossentropy", metrics=["accuracy"])
    model.fit(train_ds, epochs=20, steps_per_epoch=n_frames // BATCH_SIZE)
