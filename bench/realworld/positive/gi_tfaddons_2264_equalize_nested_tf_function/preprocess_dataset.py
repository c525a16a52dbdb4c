import argparse
import pathlib

import tensorflow as tf

from enhance import equalize_image


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("src", type=pathlib.Path)
    parser.add_argument("dst", type=pathlib.Path)
    args = parser.parse_args()

    args.dst.mkdir(parents=True, exist_ok=True)
    paths = sorted(args.src.glob("*.png")) + sorted(args.src.glob("*.jpg"))
    for i, path in enumerate(paths):
        raw = tf.io.read_file(str(path))
        image = tf.io.decode_image(raw, channels=3, expand_animations=False)
        equalized = equalize_image(image)
        tf.io.write_file(str(args.dst / (path.stem + ".png")), tf.io.encode_png(equalized))
        if i % 100 == 0:
            print("%d/%d" % (i, len(paths)))


if __name__ == "__main__":
    main()
