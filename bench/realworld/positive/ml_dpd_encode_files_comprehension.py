# source: https://github.com/AkhilSamavedam/ML-DPD
# symptom: slowness: one full predict() call, with its own prediction loop, for every single-sample file
# expect: TFM008 16
# note: public repository, data_formatting/create_latent.py: a module-level list comprehension calls encode() per file
import glob
import os

import numpy as np
import tensorflow as tf

ENCODER = tf.keras.models.load_model("results/256/encoder.h5")


def encode(path):
    volume = tf.expand_dims(np.load(path), axis=0)
    latent = ENCODER.predict(volume)
    np.save(os.path.join("latent", "256", os.path.basename(path)[6:]), latent)


[encode(p) for p in sorted(glob.glob("Numpy/*.npy"))]
