import argparse

import tensorflow as tf

from dataset import dataset_fn


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", default="gs://bdd100k/tfrecords/train*")
    parser.add_argument("--batch-size", type=int, default=16)
    args = parser.parse_args()

    dataset = dataset_fn(512, 512, args.records, args.batch_size)
    for step, (images, targets) in enumerate(dataset.take(100)):
        if step % 10 == 0:
            print(step, images.shape, targets["boxes"].shape)


if __name__ == "__main__":
    main()
