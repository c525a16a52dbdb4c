import csv
import sys

import tensorflow.compat.v1 as tf

from gen import generate, load, start_session


def main(prefix_file, out_file, run_dir="checkpoint/run1"):
    sess = start_session()
    hparams, enc = load(sess, run_dir)
    saver = tf.train.Saver()
    saver.restore(sess, tf.train.latest_checkpoint(run_dir))
    with open(prefix_file) as fh:
        prefixes = [line.strip() for line in fh if line.strip()]
    with open(out_file, "w", newline="") as fh:
        writer = csv.writer(fh)
        for i, prefix in enumerate(prefixes):
            for text in generate(sess, hparams, enc, prefix):
                writer.writerow([i, prefix, text])
            print("done", i + 1, "/", len(prefixes))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
