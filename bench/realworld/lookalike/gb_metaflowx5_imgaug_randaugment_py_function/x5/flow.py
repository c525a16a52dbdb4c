"""Metaflow step that trains the RandAugment variant."""
import tensorflow as tf
from metaflow import FlowSpec, step

from x5.data import test_pipeline, train_pipeline


class RandAugmentFlow(FlowSpec):
    @step
    def start(self):
        (x_tr, y_tr), (x_te, y_te) = tf.keras.datasets.cifar10.load_data()
        model = tf.keras.applications.ResNet50V2(weights=None, input_shape=(72, 72, 3), classes=10)
        model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
        model.fit(train_pipeline(x_tr, y_tr), validation_data=test_pipeline(x_te, y_te), epochs=10)
        self.accuracy = model.evaluate(test_pipeline(x_te, y_te))[1]
        self.next(self.end)

    @step
    def end(self):
        print("test accuracy", self.accuracy)


if __name__ == "__main__":
    RandAugmentFlow()
