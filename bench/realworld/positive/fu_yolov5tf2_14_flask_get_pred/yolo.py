import colorsys

import numpy as np
import tensorflow as tf
from PIL import Image

from nets.yolo import yolo_body
from utils.utils_bbox import decode_box


class YOLO:
    _defaults = {
        "model_path": "model_data/yolov5_s.h5",
        "classes_path": "model_data/coco_classes.txt",
        "input_shape": [640, 640],
        "confidence": 0.5,
        "nms_iou": 0.3,
    }

    def __init__(self, **kwargs):
        self.__dict__.update(self._defaults)
        self.__dict__.update(kwargs)
        with open(self.classes_path) as f:
            self.class_names = [c.strip() for c in f.readlines()]
        hsv = [(x / len(self.class_names), 1.0, 1.0) for x in range(len(self.class_names))]
        self.colors = [tuple(int(c * 255) for c in colorsys.hsv_to_rgb(*h)) for h in hsv]
        self.model = yolo_body([None, None, 3], len(self.class_names))
        self.model.load_weights(self.model_path)

    @tf.function
    def get_pred(self, image_data, image_h, image_w):
        outputs = self.model(image_data, training=False)
        return decode_box(outputs, self.input_shape, (image_h, image_w),
                          len(self.class_names), self.confidence, self.nms_iou)

    def letterbox(self, image):
        iw, ih = image.size
        w, h = self.input_shape[1], self.input_shape[0]
        scale = min(w / iw, h / ih)
        nw, nh = int(iw * scale), int(ih * scale)
        canvas = Image.new("RGB", (w, h), (128, 128, 128))
        canvas.paste(image.resize((nw, nh), Image.BICUBIC), ((w - nw) // 2, (h - nh) // 2))
        return np.expand_dims(np.array(canvas, dtype=np.float32) / 255.0, 0)

    def detect_image(self, image):
        image = image.convert("RGB")
        pixels = np.array(image)
        image_data = self.letterbox(image)
        boxes, scores, classes = self.get_pred(image_data, pixels.shape[0], pixels.shape[1])
        results = []
        for box, score, cls in zip(boxes.numpy(), scores.numpy(), classes.numpy()):
            top, left, bottom, right = [int(v) for v in box]
            results.append({"label": self.class_names[int(cls)], "score": float(score),
                            "box": [left, top, right, bottom]})
        return results
