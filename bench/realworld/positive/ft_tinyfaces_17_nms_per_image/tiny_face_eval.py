import argparse
import glob
import os
import time

import cv2
import numpy as np
import tensorflow as tf

import postprocess
import tiny_face_model


def evaluate(weight_file, data_dir, output_dir, prob_thresh=0.5, nms_thresh=0.1):
    x = tf.placeholder(tf.float32, [1, None, None, 3])
    model = tiny_face_model.Model(weight_file)
    score_final = model.tiny_face(x)
    templates = model.get_data_by_key("clusters")
    filenames = sorted(glob.glob(os.path.join(data_dir, "*.jpg")))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for filename in filenames:
            start = time.time()
            raw = cv2.imread(filename)[:, :, ::-1].astype(np.float32)
            boxes = []
            for s in postprocess.calc_scales(*raw.shape[:2]):
                img = cv2.resize(raw, None, fx=s, fy=s) - model.average_image
                out = sess.run(score_final, feed_dict={x: img[np.newaxis]})
                score = 1.0 / (1.0 + np.exp(-out[:, :, :, :25]))
                boxes.append(postprocess.decode_boxes(score, out[:, :, :, 25:], templates, s, prob_thresh))
            boxes = np.vstack(boxes)
            refined = postprocess.refine_boxes(sess, boxes, nms_thresh)
            np.savetxt(os.path.join(output_dir, os.path.basename(filename) + ".txt"), refined)
            print("%s: %d faces, %.2fs" % (filename, len(refined), time.time() - start))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--weight_file_path", required=True)
    ap.add_argument("--data_dir", required=True)
    ap.add_argument("--output_dir", default="out")
    a = ap.parse_args()
    evaluate(a.weight_file_path, a.data_dir, a.output_dir)
