import cv2
import numpy as np
import tensorflow as tf

from nets import PNet, RNet


class MtcnnDetector:
    def __init__(self, pnet_weights, rnet_weights, min_face_size=25, scale_factor=0.79):
        self.pnet = PNet()
        self.pnet.load_weights(pnet_weights)
        self.rnet = RNet()
        self.rnet.load_weights(rnet_weights)
        self.min_face_size = min_face_size
        self.scale_factor = scale_factor

    @tf.function
    def _pnet_forward(self, image):
        cls_prob, bbox_pred = self.pnet(image, training=False)
        return cls_prob, bbox_pred

    def processed_image(self, img, scale):
        height, width, _ = img.shape
        new_dim = (int(width * scale), int(height * scale))
        img_resized = cv2.resize(img, new_dim, interpolation=cv2.INTER_LINEAR)
        return (img_resized.astype(np.float32) - 127.5) / 128

    def detect_pnet(self, im, net_size=12, thresh=0.6):
        current_scale = float(net_size) / self.min_face_size
        im_resized = self.processed_image(im, current_scale)
        current_height, current_width, _ = im_resized.shape
        all_boxes = []
        while min(current_height, current_width) > net_size:
            cls_map, reg = self._pnet_forward(tf.convert_to_tensor(im_resized[None]))
            boxes = self.generate_bbox(cls_map[0, :, :, 1].numpy(), reg[0].numpy(), current_scale, thresh)
            current_scale *= self.scale_factor
            im_resized = self.processed_image(im, current_scale)
            current_height, current_width, _ = im_resized.shape
            if boxes.size:
                all_boxes.append(boxes)
        return np.vstack(all_boxes) if all_boxes else np.empty((0, 5))

    @staticmethod
    def generate_bbox(cls_map, reg, scale, threshold, stride=2, cellsize=12):
        t_index = np.where(cls_map > threshold)
        if t_index[0].size == 0:
            return np.empty((0, 5))
        score = cls_map[t_index[0], t_index[1]]
        return np.vstack([np.round((stride * t_index[1]) / scale),
                          np.round((stride * t_index[0]) / scale),
                          np.round((stride * t_index[1] + cellsize) / scale),
                          np.round((stride * t_index[0] + cellsize) / scale),
                          score]).T
