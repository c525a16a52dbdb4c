"""Evaluate RetinaFace on WIDER FACE val at the original image size."""
import os
import pathlib

import cv2
import numpy as np
import tensorflow as tf
from absl import app, flags

from modules.config import load_yaml
from modules.models import RetinaFaceModel
from modules.postprocess import decode_and_nms, write_widerface_txt

FLAGS = flags.FLAGS
flags.DEFINE_string("cfg_path", "./configs/retinaface_mbv2.yaml", "config file")
flags.DEFINE_string("save_folder", "./widerface_evaluate/widerface_txt/", "output dir")
flags.DEFINE_boolean("origin_size", True, "evaluate at the original image size")
flags.DEFINE_float("score_th", 0.02, "score threshold")


def main(_):
    cfg = load_yaml(FLAGS.cfg_path)
    model = RetinaFaceModel(cfg, training=False, iou_th=0.4, score_th=FLAGS.score_th)
    ckpt = tf.train.Checkpoint(model=model)
    ckpt.restore(tf.train.latest_checkpoint("./checkpoints/" + cfg["sub_name"]))

    @tf.function
    def infer(batch):
        return model(batch, training=False)

    max_steps = max(cfg["steps"])
    root = pathlib.Path(cfg["testing_dataset_path"])
    img_paths = sorted(root.glob("images/*/*.jpg"))
    for idx, img_path in enumerate(img_paths):
        img = cv2.cvtColor(cv2.imread(str(img_path)), cv2.COLOR_BGR2RGB)
        img = img.astype(np.float32)
        if not FLAGS.origin_size:
            img = cv2.resize(img, (640, 640))
        h, w = img.shape[0], img.shape[1]
        ph = int(np.ceil(h / max_steps) * max_steps)
        pw = int(np.ceil(w / max_steps) * max_steps)
        canvas = np.zeros((ph, pw, 3), dtype=np.float32)
        canvas[:h, :w] = img
        outputs = infer(canvas[np.newaxis, ...]).numpy()
        dets = decode_and_nms(outputs, (h, w), (ph, pw))
        out_dir = os.path.join(FLAGS.save_folder, img_path.parent.name)
        write_widerface_txt(out_dir, img_path.stem, dets)
        if idx % 100 == 0:
            print(f"[{idx}/{len(img_paths)}] {img_path.name} {w}x{h}")


if __name__ == "__main__":
    app.run(main)
