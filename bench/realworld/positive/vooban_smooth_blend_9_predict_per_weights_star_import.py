# source: https://github.com/Vooban/Smoothly-Blend-Image-Patches/issues/9
# symptom: RAM climbs while the same image is segmented again for every weights file, until the script or the machine crashes
# expect: TFM008 24
# note: star import of the tiling helper; its pred_func is a lambda around model.predict, which the helper calls for every window batch of every pass
import gc
import glob

import numpy as np
from keras_unet.models import satellite_unet
from skimage.io import imread
from smooth_tiled_predictions import *

image = imread("image.tif")[7][..., None].astype("float32") / 255.0
model = satellite_unet(input_shape=(256, 256, 1))

masks = []
for weights_path in sorted(glob.glob("weights/fold_*.h5")):
    model.load_weights(weights_path)
    mask = predict_img_with_smooth_windowing(
        image,
        window_size=256,
        subdivisions=2,
        nb_classes=1,
        pred_func=(lambda img_batch_subdiv: model.predict(img_batch_subdiv)),
    )
    masks.append(mask[..., 0] > 0.5)
    gc.collect()

consensus = np.mean(masks, axis=0)
print(consensus.shape)
