import numpy as np
import tensorflow as tf


def calc_scales(raw_h, raw_w, min_scale=-1, max_scale=1):
    return [2.0 ** e for e in np.arange(min_scale, max_scale + 1)]


def decode_boxes(score_map, reg_map, templates, scale, prob_thresh):
    fy, fx, fc = np.where(score_map[0] > prob_thresh)
    if len(fy) == 0:
        return np.zeros((0, 5), dtype=np.float32)
    cy, cx = fy * 8.0 - 1, fx * 8.0 - 1
    tw = templates[fc, 2] - templates[fc, 0] + 1
    th = templates[fc, 3] - templates[fc, 1] + 1
    boxes = np.stack([cx - tw / 2, cy - th / 2, cx + tw / 2, cy + th / 2], axis=1) / scale
    return np.hstack([boxes, score_map[0, fy, fx, fc][:, None]]).astype(np.float32)


def refine_boxes(sess, bboxes, nms_thresh, max_output=1000):
    if len(bboxes) == 0:
        return bboxes
    keep = tf.image.non_max_suppression(
        tf.convert_to_tensor(bboxes[:, :4], dtype=tf.float32),
        tf.convert_to_tensor(bboxes[:, 4], dtype=tf.float32),
        max_output_size=max_output,
        iou_threshold=nms_thresh)
    keep = sess.run(keep)
    return bboxes[keep]
