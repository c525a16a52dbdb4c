import os

import numpy as np

from .networks import create_unet_model_3d

WEIGHTS_DIR = os.environ.get("NEUROSEG_WEIGHTS", os.path.expanduser("~/.neuroseg"))
TEMPLATE_SHAPE = (160, 192, 160)


def _standardize(volume):
    volume = volume.astype("float32")
    return (volume - volume.mean()) / (volume.std() + 1e-8)


def _pad_to_template(volume):
    padded = np.zeros(TEMPLATE_SHAPE, dtype="float32")
    sx, sy, sz = (min(a, b) for a, b in zip(volume.shape, TEMPLATE_SHAPE))
    padded[:sx, :sy, :sz] = volume[:sx, :sy, :sz]
    return padded


def brain_extraction(volume, modality="t1", verbose=False):
    unet = create_unet_model_3d((*TEMPLATE_SHAPE, 1), number_of_outputs=1)
    unet.load_weights(os.path.join(WEIGHTS_DIR, f"brain_extraction_{modality}.h5"))
    batch = _pad_to_template(_standardize(volume))[None, ..., None]
    if verbose:
        print("running brain extraction on a volume of shape", volume.shape)
    probability = unet.predict(batch, verbose=int(verbose))[0, ..., 0]
    return probability[: volume.shape[0], : volume.shape[1], : volume.shape[2]]
