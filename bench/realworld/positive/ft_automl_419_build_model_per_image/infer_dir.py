import argparse
import os

import numpy as np
import tensorflow.compat.v1 as tf

import det_model
from input_utils import build_inputs
from vis_utils import draw_detections


def inference(model_name, ckpt_path, input_dir, output_dir, image_size=896):
    image_names = sorted(n for n in os.listdir(input_dir) if n.endswith(".jpg"))
    params = det_model.default_params(model_name, image_size)
    with tf.Session() as sess:
        restored = False
        for img_name in image_names:
            path = os.path.join(input_dir, img_name)
            raw_images, images, scales = build_inputs(path, params["image_size"])
            images = tf.transpose(images, [0, 3, 1, 2]) if params["data_format"] == "channels_first" else images
            class_outputs, box_outputs = det_model.build_model(images, params)
            if not restored:
                tf.train.Saver().restore(sess, ckpt_path)
                restored = True
            cls, box, raw = sess.run([class_outputs, box_outputs, raw_images])
            dets = det_model.postprocess_numpy(cls, box, scales, params)
            draw_detections(raw[0], dets, os.path.join(output_dir, img_name))
            print("%s: %d boxes" % (img_name, len(dets)))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--model_name", default="efficientdet-d3")
    ap.add_argument("--ckpt_path", required=True)
    ap.add_argument("--input_dir", required=True)
    ap.add_argument("--output_dir", default="/tmp/out")
    a = ap.parse_args()
    inference(a.model_name, a.ckpt_path, a.input_dir, a.output_dir)
