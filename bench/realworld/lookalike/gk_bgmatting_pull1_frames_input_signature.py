# source: https://github.com/PeterL1n/BackgroundMattingV2-TensorFlow/pull/1
# note: the PR switched inference to a tf.function used the right way; here the model call is wrapped once, at module level, with an input_signature that leaves batch, height and width as None, so frames of any resolution reuse one concrete function instead of retracing per video size
import argparse

import cv2
import numpy as np
import tensorflow as tf

from model import MattingRefine

parser = argparse.ArgumentParser()
parser.add_argument("--video", required=True)
parser.add_argument("--background", required=True)
parser.add_argument("--weights", default="pytorch_resnet50.h5")
args = parser.parse_args()

model = MattingRefine(backbone="resnet50", backbone_scale=0.25,
                      refine_mode="sampling", refine_sample_pixels=80000)
model.load_weights(args.weights)


@tf.function(input_signature=[tf.TensorSpec([None, None, None, 3], tf.float32),
                              tf.TensorSpec([None, None, None, 3], tf.float32)])
def matte(src, bgr):
    pha, fgr = model([src, bgr], training=False)[:2]
    return pha, fgr


bgr = cv2.cvtColor(cv2.imread(args.background), cv2.COLOR_BGR2RGB).astype(np.float32) / 255.0
cap = cv2.VideoCapture(args.video)
writer = None
while True:
    ok, frame = cap.read()
    if not ok:
        break
    src = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB).astype(np.float32) / 255.0
    bg = cv2.resize(bgr, (src.shape[1], src.shape[0]))
    pha, fgr = matte(tf.constant(src[None]), tf.constant(bg[None]))
    comp = (fgr[0].numpy() * pha[0].numpy() * 255).astype(np.uint8)
    if writer is None:
        h, w = comp.shape[:2]
        writer = cv2.VideoWriter("out.mp4", cv2.VideoWriter_fourcc(*"mp4v"), 30, (w, h))
    writer.write(cv2.cvtColor(comp, cv2.COLOR_RGB2BGR))
cap.release()
if writer is not None:
    writer.release()
