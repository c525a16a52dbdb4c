import argparse
import glob
import os

import tensorflow as tf

import recognizer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model_dir", default="../data/model")
    parser.add_argument("--images", default="../data/words/*.jpg")
    parser.add_argument("--output", default="transcripts.tsv")
    args = parser.parse_args()

    ckpt = tf.train.latest_checkpoint(args.model_dir)
    sess = tf.Session(config=tf.ConfigProto(allow_soft_placement=True))
    with open(args.output, "w") as out:
        for path in sorted(glob.glob(args.images)):
            text = recognizer.recognize(sess, path, ckpt)
            out.write("%s\t%s\n" % (os.path.basename(path), text))
            print(path, text)
    sess.close()


if __name__ == "__main__":
    main()
