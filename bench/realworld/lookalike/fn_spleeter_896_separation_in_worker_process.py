# source: https://github.com/deezer/spleeter/issues/896
# note: workaround posted in the same thread: each file is separated in its own worker process, so the model built by that job and all of its TensorFlow state are released when the process exits; nothing is built in the parent's loop
import multiprocessing as mp
import os
import sys

import numpy as np
import soundfile as sf
import tensorflow as tf


def build_separator(n_stems=2):
    spec = tf.keras.Input((512, 1024, 2))
    x = tf.keras.layers.Conv2D(16, 5, strides=2, padding="same", activation="relu")(spec)
    x = tf.keras.layers.Conv2DTranspose(2 * n_stems, 5, strides=2, padding="same", activation="sigmoid")(x)
    model = tf.keras.Model(spec, x)
    model.load_weights(f"pretrained_models/{n_stems}stems/model.h5")
    return model


def separate_one(input_file, output_dir):
    model = build_separator()
    waveform, _ = sf.read(input_file, dtype="float32")
    stft = tf.signal.stft(waveform.T, frame_length=4096, frame_step=1024)
    spec = tf.transpose(tf.abs(stft), [1, 2, 0])[:512, :1024][None]
    masks = model(spec, training=False)[0].numpy()
    np.save(os.path.join(output_dir, "masks.npy"), masks)


if __name__ == "__main__":
    in_dir, out_root = sys.argv[1], sys.argv[2]
    for name in sorted(os.listdir(in_dir)):
        out_dir = os.path.join(out_root, os.path.splitext(name)[0])
        os.makedirs(out_dir, exist_ok=True)
        proc = mp.Process(target=separate_one, args=(os.path.join(in_dir, name), out_dir))
        proc.start()
        proc.join()
