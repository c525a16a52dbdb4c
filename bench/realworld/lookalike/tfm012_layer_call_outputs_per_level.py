# source: https://github.com/tensorflow/examples/blob/master/tensorflow_examples/lite/model_maker/third_party/efficientdet/keras/efficientdet_keras.py
# note: resembles a leak: a model output is appended to a list in a loop
# note: as in EfficientDet's box head: the loop is in a Keras layer's call and goes over the feature-pyramid levels; Keras traces call, and the list is the layer's output, one tensor per level
import tensorflow as tf


class BoxHead(tf.keras.layers.Layer):
    def __init__(self, num_anchors=9, min_level=3, max_level=7, **kwargs):
        super().__init__(**kwargs)
        self.min_level, self.max_level = min_level, max_level
        self.conv = tf.keras.layers.SeparableConv2D(64, 3, padding="same", activation="swish")
        self.boxes = tf.keras.layers.SeparableConv2D(4 * num_anchors, 3, padding="same")

    def call(self, inputs, training=False):
        box_outputs = []
        for level in range(self.max_level - self.min_level + 1):
            image = self.conv(inputs[level], training=training)
            box_outputs.append(self.boxes(image))
        return box_outputs
