import os

import numpy as np
import psutil
from keras import backend as K
from keras.models import load_model
from PIL import Image

from yolo3.model import yolo_eval


def letterbox_image(image, size):
    iw, ih = image.size
    w, h = size
    scale = min(w / iw, h / ih)
    nw, nh = int(iw * scale), int(ih * scale)
    boxed = Image.new("RGB", size, (128, 128, 128))
    boxed.paste(image.resize((nw, nh), Image.BICUBIC), ((w - nw) // 2, (h - nh) // 2))
    return boxed


class YOLO:
    def __init__(self, model_path="model_data/yolo.h5", anchors_path="model_data/yolo_anchors.txt", classes_path="model_data/coco_classes.txt"):
        with open(classes_path) as f:
            self.class_names = [c.strip() for c in f]
        with open(anchors_path) as f:
            self.anchors = np.array([float(x) for x in f.readline().split(",")]).reshape(-1, 2)
        self.model_image_size = (416, 416)
        self.yolo_model = load_model(model_path, compile=False)

    def detect_image(self, image, session):
        process = psutil.Process(os.getpid())
        print("memory used by python at predict start", process.memory_info().rss)
        boxed_image = letterbox_image(image, tuple(reversed(self.model_image_size)))
        image_data = np.expand_dims(np.array(boxed_image, dtype="float32") / 255.0, 0)
        self.input_image_shape = K.placeholder(shape=(2,))
        boxes, scores, classes = yolo_eval(self.yolo_model.output, self.anchors, len(self.class_names), self.input_image_shape)
        out_boxes, out_scores, out_classes = session.run(
            [boxes, scores, classes],
            feed_dict={
                self.yolo_model.input: image_data,
                self.input_image_shape: [image.size[1], image.size[0]],
                K.learning_phase(): 0,
            },
        )
        print("nodes in the graph:", len(session.graph.get_operations()))
        return out_boxes, out_scores, out_classes
