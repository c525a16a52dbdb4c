import numpy as np

from object_detector.data_iterator import DataIterator
from yolo_model import build_tiny_yolo, yolo_targets

MAX_ITERATIONS = 13000


def main():
    data = np.load("annotated_images.npz")
    iterator = DataIterator(data["images"], data["boxes"], batch_size=32)
    model = build_tiny_yolo(num_classes=int(data["num_classes"]))
    for iteration in range(1, MAX_ITERATIONS + 1):
        images, boxes = next(iterator)
        loss = model.train_on_batch(images, yolo_targets(boxes))
        if iteration % 10 == 0:
            print("Training {:5d}/{}  Loss {:6.3f}".format(iteration, MAX_ITERATIONS, loss))
    model.save("detector.h5")


if __name__ == "__main__":
    main()
