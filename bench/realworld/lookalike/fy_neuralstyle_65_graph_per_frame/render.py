import argparse
import os

import cv2
import numpy as np
import tensorflow.compat.v1 as tf

from stylize import stylize

tf.disable_v2_behavior()


def read_frame(video_dir, frame, fmt="frame_{}.ppm"):
    img = cv2.imread(os.path.join(video_dir, fmt.format(str(frame).zfill(4))), cv2.IMREAD_COLOR)
    return img.astype(np.float32)[None, ...] - np.array([123.68, 116.779, 103.939], np.float32)


def render_video(args):
    style_img = read_frame(args.style_dir, 0, "style_{}.jpg")
    prev = None
    for frame in range(args.start_frame, args.end_frame + 1):
        print("\n---- RENDERING VIDEO FRAME: {}/{} ----\n".format(frame, args.end_frame))
        with tf.Graph().as_default():
            content = read_frame(args.video_input_dir, frame)
            init_img = content if prev is None else prev
            out = stylize(content, style_img, init_img, args)
        prev = out
        cv2.imwrite(os.path.join(args.video_output_dir, "frame_{}.ppm".format(str(frame).zfill(4))),
                    np.clip(out[0] + np.array([123.68, 116.779, 103.939]), 0, 255).astype(np.uint8))


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    for name, default in [("--video_input_dir", "./video_input"), ("--video_output_dir", "./video_output"),
                          ("--style_dir", "./styles"), ("--model_weights", "imagenet-vgg-verydeep-19.mat"),
                          ("--device", "/gpu:0")]:
        p.add_argument(name, default=default)
    for name, default in [("--start_frame", 1), ("--end_frame", 100),
                          ("--max_iterations", 800), ("--print_iterations", 50)]:
        p.add_argument(name, type=int, default=default)
    for name, default in [("--learning_rate", 10.0), ("--content_weight", 5e0), ("--style_weight", 1e4),
                          ("--tv_weight", 1e-3)]:
        p.add_argument(name, type=float, default=default)
    p.add_argument("--content_layers", nargs="+", default=["conv4_2"])
    p.add_argument("--style_layers", nargs="+", default=["relu1_1", "relu2_1", "relu3_1", "relu4_1", "relu5_1"])
    render_video(p.parse_args())
