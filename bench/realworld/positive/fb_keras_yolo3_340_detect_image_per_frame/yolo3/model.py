import tensorflow as tf
from keras import backend as K


def yolo_head(feats, anchors, num_classes, input_shape):
    num_anchors = len(anchors)
    anchors_tensor = K.reshape(K.constant(anchors), [1, 1, 1, num_anchors, 2])
    grid_shape = K.shape(feats)[1:3]
    grid_y = K.tile(K.reshape(K.arange(0, stop=grid_shape[0]), [-1, 1, 1, 1]), [1, grid_shape[1], 1, 1])
    grid_x = K.tile(K.reshape(K.arange(0, stop=grid_shape[1]), [1, -1, 1, 1]), [grid_shape[0], 1, 1, 1])
    grid = K.cast(K.concatenate([grid_x, grid_y]), K.dtype(feats))
    feats = K.reshape(feats, [-1, grid_shape[0], grid_shape[1], num_anchors, num_classes + 5])
    box_xy = (K.sigmoid(feats[..., :2]) + grid) / K.cast(grid_shape[::-1], K.dtype(feats))
    box_wh = K.exp(feats[..., 2:4]) * anchors_tensor / K.cast(input_shape[::-1], K.dtype(feats))
    return box_xy, box_wh, K.sigmoid(feats[..., 4:5]), K.sigmoid(feats[..., 5:])


def yolo_eval(yolo_outputs, anchors, num_classes, image_shape, max_boxes=20, score_threshold=0.6, iou_threshold=0.5):
    input_shape = K.shape(yolo_outputs[0])[1:3] * 32
    masks = [[6, 7, 8], [3, 4, 5], [0, 1, 2]]
    boxes, scores = [], []
    for layer, feats in enumerate(yolo_outputs):
        xy, wh, conf, probs = yolo_head(feats, anchors[masks[layer]], num_classes, input_shape)
        corners = K.concatenate([xy - wh / 2.0, xy + wh / 2.0]) * K.concatenate([image_shape[::-1], image_shape[::-1]])
        boxes.append(K.reshape(corners, [-1, 4]))
        scores.append(K.reshape(conf * probs, [-1, num_classes]))
    boxes = K.concatenate(boxes, axis=0)
    scores = K.concatenate(scores, axis=0)
    out_boxes, out_scores, out_classes = [], [], []
    for c in range(num_classes):
        mask = scores[:, c] >= score_threshold
        class_boxes = tf.boolean_mask(boxes, mask)
        class_scores = tf.boolean_mask(scores[:, c], mask)
        keep = tf.image.non_max_suppression(class_boxes, class_scores, max_boxes, iou_threshold=iou_threshold)
        out_boxes.append(K.gather(class_boxes, keep))
        out_scores.append(K.gather(class_scores, keep))
        out_classes.append(K.ones_like(K.gather(class_scores, keep), "int32") * c)
    return K.concatenate(out_boxes, axis=0), K.concatenate(out_scores, axis=0), K.concatenate(out_classes, axis=0)
