"""Non-maximum suppression helpers."""
import numpy as np
import tensorflow as tf


def gpu_nms(sess, boxes, scores, num_classes, max_boxes=50, score_thresh=0.5, nms_thresh=0.5):
    """Per-class NMS on the GPU.

    boxes: [1, V, 4] numpy array, scores: [1, V, num_classes] numpy array.
    Returns numpy arrays (boxes, scores, labels).
    """
    boxes_t = tf.reshape(tf.constant(boxes, dtype=tf.float32), [-1, 4])
    scores_t = tf.reshape(tf.constant(scores, dtype=tf.float32), [-1, num_classes])
    mask = tf.greater_equal(scores_t, tf.constant(score_thresh))
    box_list, score_list, label_list = [], [], []
    for c in range(num_classes):
        filter_boxes = tf.boolean_mask(boxes_t, mask[:, c])
        filter_scores = tf.boolean_mask(scores_t[:, c], mask[:, c])
        keep = tf.image.non_max_suppression(filter_boxes, filter_scores,
                                            max_output_size=max_boxes,
                                            iou_threshold=nms_thresh)
        box_list.append(tf.gather(filter_boxes, keep))
        score_list.append(tf.gather(filter_scores, keep))
        label_list.append(tf.ones_like(tf.gather(filter_scores, keep), dtype=tf.int32) * c)
    out = [tf.concat(box_list, 0), tf.concat(score_list, 0), tf.concat(label_list, 0)]
    return sess.run(out)


def cpu_iou(a, b):
    x0 = np.maximum(a[0], b[0])
    y0 = np.maximum(a[1], b[1])
    x1 = np.minimum(a[2], b[2])
    y1 = np.minimum(a[3], b[3])
    inter = max(0.0, x1 - x0) * max(0.0, y1 - y0)
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / max(union, 1e-9)
