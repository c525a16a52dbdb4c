import os
import time

import numpy as np
import tensorflow as tf

from config import kitti_squeezeDet_config
from dataset import kitti
from nets import SqueezeDet
from postproc import filter_prediction

FLAGS = tf.app.flags.FLAGS
tf.app.flags.DEFINE_string("checkpoint_path", "/tmp/train", "")
tf.app.flags.DEFINE_string("eval_dir", "/tmp/eval", "")
tf.app.flags.DEFINE_integer("eval_interval_secs", 60, "")


def eval_once(saver, ckpt_path, summary_writer, imdb, model):
    config = tf.ConfigProto(allow_soft_placement=True)
    with tf.Session(config=config) as sess:
        saver.restore(sess, ckpt_path)
        step = int(ckpt_path.split("-")[-1])
        n_batches = int(np.ceil(len(imdb.image_idx) / float(model.mc.BATCH_SIZE)))
        all_boxes = []
        for _ in range(n_batches):
            images, scales = imdb.read_image_batch(shuffle=False)
            boxes, probs, classes = sess.run(
                [model.det_boxes, model.det_probs, model.det_class],
                feed_dict={model.image_input: images})
            for j in range(len(boxes)):
                all_boxes.append(filter_prediction(boxes[j], probs[j], classes[j], model.mc))
        aps, _ = imdb.evaluate_detections(FLAGS.eval_dir, step, all_boxes)
        summary = tf.Summary(value=[tf.Summary.Value(tag="mAP/" + k, simple_value=v)
                                    for k, v in aps.items()])
        summary_writer.add_summary(summary, step)


def evaluate():
    with tf.Graph().as_default():
        mc = kitti_squeezeDet_config()
        mc.BATCH_SIZE = 1
        imdb = kitti("val", "./data/KITTI", mc)
        model = SqueezeDet(mc)
        saver = tf.train.Saver(model.model_params)
        summary_writer = tf.summary.FileWriter(FLAGS.eval_dir)
        seen = set()
        while True:
            ckpts = tf.train.get_checkpoint_state(FLAGS.checkpoint_path)
            for path in (ckpts.all_model_checkpoint_paths if ckpts else []):
                if path not in seen:
                    eval_once(saver, path, summary_writer, imdb, model)
                    seen.add(path)
            time.sleep(FLAGS.eval_interval_secs)


if __name__ == "__main__":
    evaluate()
