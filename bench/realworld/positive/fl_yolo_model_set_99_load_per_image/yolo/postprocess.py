import numpy as np


def load_anchors(path):
    with open(path) as f:
        values = [float(v) for v in f.read().replace("\n", ",").split(",") if v.strip()]
    return np.asarray(values).reshape(-1, 2)


def load_classes(path):
    with open(path) as f:
        return [line.strip() for line in f if line.strip()]


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def decode_outputs(outputs, anchors, num_classes, image_size, input_size, conf_threshold=0.3):
    boxes, classes, scores = [], [], []
    masks = [[6, 7, 8], [3, 4, 5], [0, 1, 2]]
    for feats, mask in zip(outputs, masks):
        grid_h, grid_w = feats.shape[1:3]
        feats = feats[0].reshape(grid_h, grid_w, len(mask), num_classes + 5)
        conf = _sigmoid(feats[..., 4:5]) * _sigmoid(feats[..., 5:])
        for r, c, a, k in zip(*np.nonzero(conf > conf_threshold)):
            x = (c + _sigmoid(feats[r, c, a, 0])) / grid_w * image_size[0]
            y = (r + _sigmoid(feats[r, c, a, 1])) / grid_h * image_size[1]
            w = anchors[mask[a]][0] * np.exp(feats[r, c, a, 2]) / input_size * image_size[0]
            h = anchors[mask[a]][1] * np.exp(feats[r, c, a, 3]) / input_size * image_size[1]
            boxes.append((x - w / 2, y - h / 2, w, h))
            classes.append(int(k))
            scores.append(float(conf[r, c, a, k]))
    return boxes, classes, scores
