"""Fine-tunes a RetinaNet checkpoint on a handful of annotated images."""
import argparse
import random

import numpy as np
import tensorflow as tf

from fewshot.data import load_annotated_images
from fewshot.model import restore_detection_model
from fewshot.steps import make_train_step, select_head_variables


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--data-dir", required=True)
    p.add_argument("--checkpoint", required=True)
    p.add_argument("--batch-size", type=int, default=4)
    p.add_argument("--num-batches", type=int, default=300)
    p.add_argument("--lr", type=float, default=0.01)
    return p.parse_args()


def main():
    args = parse_args()
    images, boxes, classes = load_annotated_images(args.data_dir)
    detection_model = restore_detection_model(args.checkpoint, num_classes=1)
    optimizer = tf.keras.optimizers.SGD(learning_rate=args.lr, momentum=0.9)
    head_vars = select_head_variables(detection_model)
    train_step = make_train_step(detection_model, optimizer, head_vars)

    indices = list(range(len(images)))
    for step in range(args.num_batches):
        random.shuffle(indices)
        picked = indices[: args.batch_size]
        image_list = [tf.convert_to_tensor(np.expand_dims(images[i], 0), tf.float32) for i in picked]
        box_list = [tf.convert_to_tensor(boxes[i], tf.float32) for i in picked]
        class_list = [tf.one_hot(tf.convert_to_tensor(classes[i], tf.int32), 1) for i in picked]
        loss = train_step(image_list, box_list, class_list)
        if step % 10 == 0:
            print(f"batch {step} of {args.num_batches}, loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
