# source: https://download.csdn.net/download/weixin_38526650/12850263
# note: the fix from the same write-up: the CTC decode op is built once against the model output and wrapped in K.function, so the evaluation loop only feeds arrays into an existing graph; nothing is added to the graph per batch.
import glob
import os

import numpy as np
from keras import backend as K
from keras.layers import Input
from keras.models import load_model
from PIL import Image

CHARSET = "0123456789abcdefghijklmnopqrstuvwxyz"


def build_decoder(base_model):
    y_pred = base_model.output
    input_length = Input(batch_shape=[None], dtype="int32")
    decoded = K.ctc_decode(y_pred, input_length=input_length * K.shape(y_pred)[1], greedy=True)
    return K.function([base_model.input, input_length], [decoded[0][0]])


def load_batch(paths, width=160, height=60):
    imgs = [np.asarray(Image.open(p).convert("L").resize((width, height)), dtype=np.float32) / 255.0
            for p in paths]
    return np.stack(imgs)[..., None]


def main(model_path="weights/base_model.h5", data_dir="data/val", batch=64):
    base_model = load_model(model_path, compile=False)
    decode = build_decoder(base_model)
    files = sorted(glob.glob(os.path.join(data_dir, "*.png")))
    hits = 0
    for start in range(0, len(files), batch):
        chunk = files[start:start + batch]
        labels = decode([load_batch(chunk), np.ones(len(chunk), dtype=np.int32)])[0]
        for path, row in zip(chunk, labels):
            text = "".join(CHARSET[i] for i in row if 0 <= i < len(CHARSET))
            hits += int(os.path.basename(path).split("_")[0] == text)
    print("accuracy", hits / float(len(files)))


if __name__ == "__main__":
    main()
