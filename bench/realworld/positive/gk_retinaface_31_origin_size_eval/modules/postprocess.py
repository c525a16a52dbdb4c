import os

import numpy as np


def decode_and_nms(outputs, orig_hw, padded_hw):
    h, w = orig_hw
    ph, pw = padded_hw
    boxes = outputs[:, :4] * np.array([pw, ph, pw, ph], dtype=np.float32)
    boxes[:, [0, 2]] = np.clip(boxes[:, [0, 2]], 0, w)
    boxes[:, [1, 3]] = np.clip(boxes[:, [1, 3]], 0, h)
    scores = outputs[:, -1]
    return np.concatenate([boxes, scores[:, None]], axis=1)


def write_widerface_txt(out_dir, stem, dets):
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, stem + ".txt"), "w") as fh:
        fh.write(f"{stem}\n{len(dets)}\n")
        for x1, y1, x2, y2, s in dets:
            fh.write(f"{x1:.1f} {y1:.1f} {x2 - x1:.1f} {y2 - y1:.1f} {s:.3f}\n")
