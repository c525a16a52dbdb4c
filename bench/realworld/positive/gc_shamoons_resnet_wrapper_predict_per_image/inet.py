"""Thin wrapper that owns the ImageNet classifier used by the attack scripts."""
from keras.applications.resnet50 import ResNet50, decode_predictions, preprocess_input


class Model:
    def __init__(self, weights="imagenet"):
        self.model = ResNet50(weights=weights)
        self.input_size = (224, 224)

    def preprocess(self, batch):
        return preprocess_input(batch)

    @staticmethod
    def top(preds, k=3):
        return decode_predictions(preds, top=k)[0]
