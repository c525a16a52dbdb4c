import gc
import time

import numpy as np
import tensorflow.keras.backend as K
from sklearn.model_selection import LeaveOneOut
from tensorflow.keras.optimizers import Adam

from multiresunet3d import MultiResUnet3D


def dice_coef(y_true, y_pred, smooth=1.0):
    intersection = K.sum(y_true * y_pred)
    return (2.0 * intersection + smooth) / (K.sum(y_true) + K.sum(y_pred) + smooth)


def dice_loss(y_true, y_pred):
    return 1.0 - dice_coef(y_true, y_pred)


volumes = np.load("data/volumes.npy")
masks = np.load("data/masks.npy")
scores = []
for fold, (train_idx, test_idx) in enumerate(LeaveOneOut().split(volumes)):
    model = MultiResUnet3D(64, 64, 64, 1)
    model.compile(optimizer=Adam(learning_rate=1e-4), loss=dice_loss, metrics=[dice_coef])
    model.fit(volumes[train_idx], masks[train_idx], batch_size=1, epochs=50, verbose=2)
    scores.append(model.evaluate(volumes[test_idx], masks[test_idx], verbose=0)[1])
    print(f"fold {fold}: dice {scores[-1]:.4f}")
    del model
    gc.collect()
    time.sleep(30)
    gc.collect()
    time.sleep(30)
    gc.collect()

print("mean dice", np.mean(scores))
