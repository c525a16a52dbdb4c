import numpy as np
from keras_retinanet import models
from keras_retinanet.utils.image import preprocess_image, read_image_bgr, resize_image


class BatchDetector:
    def __init__(self, weights, backbone="resnet50", side=800):
        self.model = models.load_model(weights, backbone_name=backbone)
        self.side = side

    def _prepare(self, path):
        image = preprocess_image(read_image_bgr(path))
        image, scale = resize_image(image, min_side=self.side, max_side=self.side)
        padded = np.zeros((self.side, self.side, 3), dtype=np.float32)
        padded[:image.shape[0], :image.shape[1]] = image
        return padded, scale

    def detect_batch(self, paths, score_threshold=0.5):
        prepared = [self._prepare(p) for p in paths]
        inputs = np.stack([img for img, _ in prepared], axis=0)
        boxes, scores, labels = self.model.predict_on_batch(inputs)
        results = []
        for i, (_, scale) in enumerate(prepared):
            keep = scores[i] >= score_threshold
            results.append((boxes[i][keep] / scale, scores[i][keep], labels[i][keep]))
        return results
