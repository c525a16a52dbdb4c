import numpy as np
import tensorflow.compat.v1 as tf

from od import DataAugmenter

tf.disable_eager_execution()

BATCH = 8


def batches(n_batches):
    for _ in range(n_batches):
        images = [np.random.rand(300, 400, 3).astype(np.float32) for _ in range(BATCH)]
        anns = [np.random.rand(3, 6).astype(np.float32) for _ in range(BATCH)]
        yield images, anns


def main(iterations=10000):
    augmenter = DataAugmenter(416, 416, BATCH)
    for step, (images, anns) in enumerate(batches(iterations)):
        imgs, targets = augmenter.get_augmented_data(images, anns)
        if step % 500 == 0:
            print("step", step, imgs.shape, len(targets))


if __name__ == "__main__":
    main()
