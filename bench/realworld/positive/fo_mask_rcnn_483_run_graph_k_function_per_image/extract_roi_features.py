import numpy as np

from mrcnn.model import MaskRCNN
from coco_setup import InferenceConfig, build_keras_model, CocoDataset


def main():
    config = InferenceConfig()
    model = MaskRCNN(build_keras_model(config, weights="mask_rcnn_coco.h5"), config)
    dataset = CocoDataset("val2017")
    km = model.keras_model
    class_fc_layer = km.get_layer("pool_squeeze").output
    proposals_layer = km.get_layer("ROI").output
    probs_layer = km.get_layer("mrcnn_class").output
    features = {}
    for image_id in dataset.image_ids:
        image = dataset.load_image(image_id)
        mrcnn = model.run_graph([image], [
            ("class_fc", class_fc_layer),
            ("proposals", proposals_layer),
            ("probs", probs_layer),
        ])
        features[image_id] = mrcnn["class_fc"][0]
    np.savez("roi_features.npz", **{str(k): v for k, v in features.items()})


if __name__ == "__main__":
    main()
