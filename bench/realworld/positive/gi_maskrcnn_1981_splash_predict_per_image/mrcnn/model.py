import numpy as np
import tensorflow as tf

from mrcnn import utils
from mrcnn.graph import build_mask_rcnn


class MaskRCNN:
    """Inference-only wrapper around the Keras Mask R-CNN graph."""

    def __init__(self, config, weights_path):
        self.config = config
        self.keras_model = build_mask_rcnn(config)
        self.keras_model.load_weights(weights_path, by_name=True)
        self._anchor_cache = {}

    def get_anchors(self, image_shape):
        key = tuple(image_shape)
        if key not in self._anchor_cache:
            anchors = utils.generate_pyramid_anchors(
                self.config.RPN_ANCHOR_SCALES, self.config.RPN_ANCHOR_RATIOS,
                utils.compute_backbone_shapes(self.config, image_shape),
                self.config.BACKBONE_STRIDES, self.config.RPN_ANCHOR_STRIDE)
            self._anchor_cache[key] = utils.norm_boxes(anchors, image_shape[:2])
        return self._anchor_cache[key]

    def detect(self, images, verbose=0):
        molded_images, image_metas, windows = utils.mold_inputs(self.config, images)
        anchors = self.get_anchors(molded_images[0].shape)
        anchors = np.broadcast_to(anchors, (self.config.BATCH_SIZE,) + anchors.shape)
        if verbose:
            print("molded_images", molded_images.shape)

        outputs = self.keras_model.predict([molded_images, image_metas, anchors], verbose=0)
        detections, mrcnn_mask = outputs[0], outputs[3]

        results = []
        for i, image in enumerate(images):
            rois, class_ids, scores, masks = utils.unmold_detections(
                detections[i], mrcnn_mask[i], image.shape, molded_images[i].shape, windows[i])
            results.append({"rois": rois, "class_ids": class_ids,
                            "scores": scores, "masks": masks})
        return results
