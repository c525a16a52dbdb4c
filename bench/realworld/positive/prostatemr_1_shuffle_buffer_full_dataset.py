# source: https://github.com/DIAGNijmegen/prostateMR_3D-CAD-csPCa/pull/1
# symptom: the PR sets the tf.data shuffle buffer to the full size of the dataset for a "perfect" shuffle; the maintainer merges it but notes it may not be feasible for larger datasets, since the buffer then holds every preprocessed 3D volume
# expect: TFM011 29
# note: the training data generator yields preprocessed MRI volumes and labels; the shuffle buffer is sized by the number of cases
import numpy as np
import SimpleITK as sitk
import tensorflow as tf


def load_case(path, shape=(20, 160, 160)):
    image = sitk.GetArrayFromImage(sitk.ReadImage(path)).astype("float32")
    image = (image - image.mean()) / (image.std() + 1e-8)
    return np.resize(image, shape)[..., None]


def make_generator(image_paths, label_paths):
    def gen():
        for img, lbl in zip(image_paths, label_paths):
            yield load_case(img), load_case(lbl)
    return gen


def train_dataset(image_paths, label_paths, batch_size=4):
    num_samples = len(image_paths)
    ds = tf.data.Dataset.from_generator(
        make_generator(image_paths, label_paths),
        output_signature=(tf.TensorSpec((20, 160, 160, 1), tf.float32), tf.TensorSpec((20, 160, 160, 1), tf.float32)),
    )
    ds = ds.shuffle(buffer_size=num_samples, reshuffle_each_iteration=True)
    return ds.batch(batch_size).prefetch(2)
