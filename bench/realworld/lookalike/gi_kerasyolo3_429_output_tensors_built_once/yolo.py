import numpy as np
from keras import backend as K
from keras.models import load_model

from yolo3.model import yolo_eval
from yolo3.utils import letterbox_image


class YOLO:
    def __init__(self, model_path, anchors, class_names, image_size=(416, 416)):
        self.anchors = np.array(anchors, dtype=np.float32).reshape(-1, 2)
        self.class_names = class_names
        self.model_image_size = image_size
        self.sess = K.get_session()
        self.yolo_model = load_model(model_path, compile=False)
        self.boxes, self.scores, self.classes = self.generate()

    def generate(self):
        self.input_image_shape = K.placeholder(shape=(2,))
        return yolo_eval(self.yolo_model.output, self.anchors, len(self.class_names),
                         self.input_image_shape, score_threshold=0.3, iou_threshold=0.45)

    def detect_image(self, image):
        boxed = letterbox_image(image, tuple(reversed(self.model_image_size)))
        image_data = np.expand_dims(np.array(boxed, dtype="float32") / 255.0, 0)
        out_boxes, out_scores, out_classes = self.sess.run(
            [self.boxes, self.scores, self.classes],
            feed_dict={self.yolo_model.input: image_data,
                       self.input_image_shape: [image.size[1], image.size[0]],
                       K.learning_phase(): 0})
        return out_boxes, out_scores, out_classes
