import numpy as np


def generate_boxes(prob, reg, scale, threshold, stride=2, cell=12):
    ys, xs = np.where(prob >= threshold)
    if ys.size == 0:
        return np.empty((0, 5))
    score = prob[ys, xs]
    x1 = np.round((stride * xs + 1) / scale)
    y1 = np.round((stride * ys + 1) / scale)
    x2 = np.round((stride * xs + cell) / scale)
    y2 = np.round((stride * ys + cell) / scale)
    return np.stack([x1, y1, x2, y2, score], axis=1)


def nms(boxes, thresh):
    x1, y1, x2, y2, s = boxes.T
    areas = (x2 - x1 + 1) * (y2 - y1 + 1)
    order = s.argsort()[::-1]
    keep = []
    while order.size > 0:
        i = order[0]
        keep.append(i)
        xx1 = np.maximum(x1[i], x1[order[1:]])
        yy1 = np.maximum(y1[i], y1[order[1:]])
        xx2 = np.minimum(x2[i], x2[order[1:]])
        yy2 = np.minimum(y2[i], y2[order[1:]])
        inter = np.maximum(0, xx2 - xx1 + 1) * np.maximum(0, yy2 - yy1 + 1)
        order = order[1:][inter / (areas[i] + areas[order[1:]] - inter) <= thresh]
    return keep


def square_and_pad(boxes, shape):
    h, w = shape[:2]
    out = boxes.copy()
    side = np.maximum(out[:, 2] - out[:, 0], out[:, 3] - out[:, 1])
    out[:, 0] = np.clip(out[:, 0], 0, w - 1)
    out[:, 1] = np.clip(out[:, 1], 0, h - 1)
    out[:, 2] = np.clip(out[:, 0] + side, 1, w)
    out[:, 3] = np.clip(out[:, 1] + side, 1, h)
    return out
