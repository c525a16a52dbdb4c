import numpy as np


def nms(boxes, probs, threshold):
    order = probs.argsort()[::-1]
    keep = [True] * len(order)
    for i in range(len(order) - 1):
        ovps = batch_iou(boxes[order[i + 1:]], boxes[order[i]])
        for j, ov in enumerate(ovps):
            if ov > threshold:
                keep[order[j + i + 1]] = False
    return keep


def batch_iou(boxes, box):
    lr = np.maximum(np.minimum(boxes[:, 0] + 0.5 * boxes[:, 2], box[0] + 0.5 * box[2])
                    - np.maximum(boxes[:, 0] - 0.5 * boxes[:, 2], box[0] - 0.5 * box[2]), 0)
    tb = np.maximum(np.minimum(boxes[:, 1] + 0.5 * boxes[:, 3], box[1] + 0.5 * box[3])
                    - np.maximum(boxes[:, 1] - 0.5 * boxes[:, 3], box[1] - 0.5 * box[3]), 0)
    inter = lr * tb
    return inter / (boxes[:, 2] * boxes[:, 3] + box[2] * box[3] - inter)


def filter_prediction(boxes, probs, cls_idx, mc):
    order = probs.argsort()[:-mc.TOP_N_DETECTION - 1:-1]
    boxes, probs, cls_idx = boxes[order], probs[order], cls_idx[order]
    out = []
    for c in range(mc.CLASSES):
        idx = [i for i in range(len(probs)) if cls_idx[i] == c]
        keep = nms(boxes[idx], probs[idx], mc.NMS_THRESH)
        out.extend((boxes[idx[i]], probs[idx[i]], c) for i in range(len(keep)) if keep[i])
    return out
