# source: https://m.ycpai.cn/python/IVdiDHZ6.html
# symptom: captcha OCR batch job: memory is never released and each iteration gets slower when K.ctc_decode is called in the loop; every call adds new decode ops to the graph
# expect: TFM008 38
# expect: TFM010 40
# note: TF1-era Keras (graph mode, shared backend session). The loop predicts one captcha, builds a ctc_decode op for it and evaluates it through the backend session.
import argparse
import glob
import os

import cv2
import numpy as np
import tensorflow as tf
from keras import backend as K
from keras.models import load_model

CHARSET = "0123456789abcdefghijklmnopqrstuvwxyz"
IMG_W, IMG_H = 160, 60


def load_captcha(path):
    img = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    img = cv2.resize(img, (IMG_W, IMG_H)).astype("float32") / 255.0
    return img.T[np.newaxis, :, :, np.newaxis]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="crnn_ctc_base.h5")
    parser.add_argument("--images", default="captchas/*.png")
    parser.add_argument("--out", default="answers.txt")
    args = parser.parse_args()

    model = load_model(args.model, compile=False)
    sess = K.get_session()
    with open(args.out, "w") as out:
        for path in sorted(glob.glob(args.images)):
            batch = load_captcha(path)
            y_pred = model.predict(batch)
            seq_len = np.ones(y_pred.shape[0]) * y_pred.shape[1]
            decoded, _ = K.ctc_decode(y_pred, input_length=seq_len, greedy=True)
            labels = sess.run(decoded[0])[0]
            text = "".join(CHARSET[i] for i in labels if 0 <= i < len(CHARSET))
            out.write(f"{os.path.basename(path)}\t{text}\n")


if __name__ == "__main__":
    tf.compat.v1.disable_eager_execution()
    main()
