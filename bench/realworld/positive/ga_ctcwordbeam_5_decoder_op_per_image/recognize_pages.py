import argparse
import glob
import os

import cv2
import numpy as np
import tensorflow as tf

from wbs_decoder import WordBeamDecoder


def preprocess(path, height=32, width=128):
    img = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    scale = min(width / img.shape[1], height / img.shape[0])
    img = cv2.resize(img, (max(1, int(img.shape[1] * scale)), max(1, int(img.shape[0] * scale))))
    canvas = np.full((height, width), 255, dtype=np.uint8)
    canvas[:img.shape[0], :img.shape[1]] = img
    canvas = cv2.transpose(canvas).astype(np.float32)
    return (canvas - canvas.mean()) / (canvas.std() + 1e-6)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--images", default="data/lines/*.png")
    parser.add_argument("--model", default="model/crnn_iam.h5")
    parser.add_argument("--beam-width", type=int, default=25)
    args = parser.parse_args()

    sess = tf.compat.v1.keras.backend.get_session()
    recognizer = tf.keras.models.load_model(args.model, compile=False)
    decoder = WordBeamDecoder(sess, "data/corpus.txt", "data/chars.txt", "data/wordChars.txt",
                              beam_width=args.beam_width)

    with open("recognized.txt", "w", encoding="utf-8") as out:
        for path in sorted(glob.glob(args.images)):
            batch = preprocess(path)[None, :, :, None]
            logits = recognizer.predict_on_batch(batch)
            text = decoder.decode(np.transpose(logits, (1, 0, 2)))[0]
            out.write("%s\t%s\n" % (os.path.basename(path), text))
            print(os.path.basename(path), "->", text)


if __name__ == "__main__":
    tf.compat.v1.disable_eager_execution()
    main()
