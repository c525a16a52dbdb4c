# source: https://github.com/keras-team/keras/issues/13128
# symptom: memory keeps growing when predicting with predict_generator on a keras.utils.Sequence until the program crashes; the reporter's workaround splits the dataset again and calls gc.collect between chunks
# expect: TFM008 35
# note: the workaround itself: one predict_generator call per chunk of the file list, in a loop, each with its own Sequence
import gc
import glob
import math

import numpy as np
from keras.models import load_model
from keras.preprocessing.image import img_to_array, load_img
from keras.utils import Sequence


class ImageSequence(Sequence):
    def __init__(self, paths, batch_size=32, size=(224, 224)):
        self.paths = paths
        self.batch_size = batch_size
        self.size = size

    def __len__(self):
        return math.ceil(len(self.paths) / self.batch_size)

    def __getitem__(self, idx):
        batch = self.paths[idx * self.batch_size:(idx + 1) * self.batch_size]
        return np.stack([img_to_array(load_img(p, target_size=self.size)) / 255.0 for p in batch])


model = load_model("resnet_finetuned.h5")
paths = sorted(glob.glob("unlabeled/*.jpg"))
chunk = 2000
all_probs = []
for start in range(0, len(paths), chunk):
    seq = ImageSequence(paths[start:start + chunk])
    probs = model.predict_generator(seq, steps=len(seq), workers=4, use_multiprocessing=False)
    all_probs.append(probs)
    del seq
    gc.collect()
np.save("unlabeled_probs.npy", np.concatenate(all_probs))
