# source: https://github.com/BMW-InnovationLab/BMW-TensorFlow-Training-GUI/issues/38
# symptom: an automated report claimed tf.zeros and tf.shape are repeatedly created in a loop in object_detection/utils/ops.py and should be moved before the loop
# note: correct: the Python loop runs while the detection graph is built (the helper is called once from build_detection_graph); the session loop further down only runs the prebuilt output tensors per image
import numpy as np
import tensorflow as tf


def position_sensitive_crop_regions(image, boxes, box_ind, crop_size, num_spatial_bins):
    total_bins = 1
    bin_crop_size = []
    for num_bins, crop_dim in zip(num_spatial_bins, crop_size):
        total_bins *= num_bins
        bin_crop_size.append(crop_dim // num_bins)
    ymin, xmin, ymax, xmax = tf.unstack(boxes, axis=1)
    step_y = (ymax - ymin) / num_spatial_bins[0]
    step_x = (xmax - xmin) / num_spatial_bins[1]
    position_sensitive_boxes = []
    for bin_y in range(num_spatial_bins[0]):
        for bin_x in range(num_spatial_bins[1]):
            box = [ymin + bin_y * step_y, xmin + bin_x * step_x,
                   ymin + (bin_y + 1) * step_y, xmin + (bin_x + 1) * step_x]
            position_sensitive_boxes.append(tf.stack(box, axis=1))
    image_splits = tf.split(value=image, num_or_size_splits=total_bins, axis=3)
    crops = []
    for split, box in zip(image_splits, position_sensitive_boxes):
        if split.shape.is_fully_defined() and box.shape.is_fully_defined():
            crop = tf.image.crop_and_resize(split, box, box_ind, bin_crop_size)
        else:
            crop = tf.zeros(tf.concat([tf.shape(box)[:1], bin_crop_size, tf.shape(split)[3:]], 0))
        crops.append(crop)
    return tf.reduce_mean(tf.add_n(crops), axis=[1, 2], keepdims=True)


def build_detection_graph(feature_extractor, num_classes):
    image = tf.placeholder(tf.float32, [1, None, None, 3], name="image_tensor")
    proposals = tf.placeholder(tf.float32, [None, 4], name="proposals")
    features = feature_extractor(image)
    pooled = position_sensitive_crop_regions(features, proposals, tf.zeros_like(proposals[:, 0], tf.int32),
                                             crop_size=[9, 9], num_spatial_bins=[3, 3])
    logits = tf.layers.dense(tf.layers.flatten(pooled), num_classes + 1)
    return image, proposals, tf.nn.softmax(logits)


def run_detection(feature_extractor, images, proposal_fn, ckpt, num_classes=90):
    image_t, proposals_t, scores_t = build_detection_graph(feature_extractor, num_classes)
    saver = tf.train.Saver()
    results = []
    with tf.Session() as sess:
        saver.restore(sess, ckpt)
        for img in images:
            boxes = proposal_fn(img)
            scores = sess.run(scores_t, feed_dict={image_t: img[np.newaxis], proposals_t: boxes})
            results.append((boxes, scores))
    return results
