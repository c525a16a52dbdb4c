# source: https://github.com/ybabakhin/kaggle_salt_bes_phalanx/blob/HEAD/bes/train.py
# note: look-alike: one segmentation model is built per fold, but the fold loop starts with K.clear_session() before get_model() builds it, and gc.collect() runs at the end of each fold (the loop runs a handful of folds, not a search)
import gc
import os

import numpy as np
import pandas as pd
from keras import backend as K
from keras.optimizers import RMSprop

from models import get_model
from generators import SegmentationGenerator
from losses import lovasz_loss, iou_metric

FOLDS = [0, 1, 2, 3, 4]
MODEL_DIR = "weights/resnet34_v1"


def main():
    folds = pd.read_csv("folds.csv")
    os.makedirs(MODEL_DIR, exist_ok=True)
    for fold in FOLDS:
        K.clear_session()
        train_ids = folds[folds.fold != fold].id.values
        valid_ids = folds[folds.fold == fold].id.values

        model, preprocess = get_model("resnet34", input_shape=(128, 128, 3))
        model.compile(optimizer=RMSprop(lr=1e-4), loss=lovasz_loss, metrics=[iou_metric])

        gen = SegmentationGenerator(input_shape=(128, 128), batch_size=16, preprocess=preprocess)
        model.fit_generator(gen.train_batches(train_ids),
                            steps_per_epoch=len(train_ids) // 16 * 2,
                            epochs=50,
                            validation_data=gen.eval_batches(valid_ids),
                            validation_steps=int(np.ceil(len(valid_ids) / 16)))
        model.save_weights(os.path.join(MODEL_DIR, "fold_{}.hdf5".format(fold)))
        gc.collect()


if __name__ == "__main__":
    main()
