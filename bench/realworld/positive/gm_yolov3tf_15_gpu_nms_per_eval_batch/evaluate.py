"""Evaluate recall / precision of the trained YOLOv3 on the validation set."""
import argparse

import numpy as np
import tensorflow as tf

from utils import nms_utils
from utils.data import val_batches
from model import yolov3

tf1 = tf.compat.v1
tf1.disable_eager_execution()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--restore_path", required=True)
    parser.add_argument("--val_file", default="data/val.txt")
    parser.add_argument("--class_num", type=int, default=20)
    args = parser.parse_args()

    images = tf1.placeholder(tf.float32, [1, 416, 416, 3])
    model = yolov3(args.class_num)
    pred_boxes, pred_confs, pred_probs = model.predict(model.forward(images, False))
    saver = tf1.train.Saver()
    true_pos, n_pred = 0, 0
    with tf1.Session() as sess:
        saver.restore(sess, args.restore_path)
        for img, gt in val_batches(args.val_file):
            boxes, confs, probs = sess.run([pred_boxes, pred_confs, pred_probs],
                                           feed_dict={images: img})
            b, s, l = nms_utils.gpu_nms(sess, boxes, confs * probs, args.class_num)
            n_pred += len(l)
            true_pos += sum(1 for bb in b if any(nms_utils.cpu_iou(bb, g) > 0.5 for g in gt))
    print("precision %.4f" % (true_pos / max(n_pred, 1)))


if __name__ == "__main__":
    main()
