import numpy as np
from keras.layers import Input
from keras.models import Model
from keras.optimizers import Adam

from frcnn_nets import backbone, rpn_head, classifier_head, rpn_losses, cls_losses
from frcnn_data import batch_generator, roi_targets


def train_model(images, config, weights_path, epochs=1):
    img_input = Input(shape=(None, None, 3))
    roi_input = Input(shape=(None, 4))
    shared = backbone(img_input)
    rpn = rpn_head(shared, config["num_anchors"])
    cls = classifier_head(shared, roi_input, config["num_rois"], config["num_classes"])

    model_rpn = Model(img_input, rpn[:2])
    model_classifier = Model([img_input, roi_input], cls)
    model_rpn.compile(optimizer=Adam(lr=1e-5), loss=rpn_losses(config["num_anchors"]))
    model_classifier.compile(optimizer=Adam(lr=1e-5), loss=cls_losses(config["num_classes"]),
                             metrics=["accuracy"])
    if config.get("base_weights"):
        model_rpn.load_weights(config["base_weights"], by_name=True)
        model_classifier.load_weights(config["base_weights"], by_name=True)

    gen = batch_generator(images, config)
    for epoch in range(epochs):
        for step in range(config["epoch_length"]):
            X, Y, img_data = next(gen)
            model_rpn.train_on_batch(X, Y)
            P_rpn = model_rpn.predict_on_batch(X)
            X2, Y1, Y2 = roi_targets(P_rpn, img_data, config)
            if X2 is None:
                continue
            model_classifier.train_on_batch([X, X2], [Y1, Y2])
    model_classifier.save_weights(weights_path)


def score_images(images, config, weights_path):
    return np.random.rand(len(images))
