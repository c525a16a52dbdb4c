import cv2
import numpy as np
import tensorflow as tf


class GradCAM:
    def __init__(self, model, layer_name):
        self.model = model
        self.layer_name = layer_name

    @tf.function
    def get_gradients_and_filters(self, model, images, layer_name, class_index):
        grad_model = tf.keras.models.Model(
            [model.inputs], [model.get_layer(layer_name).output, model.output])
        with tf.GradientTape() as tape:
            conv_outputs, predictions = grad_model(images)
            loss = predictions[:, class_index]
        grads = tape.gradient(loss, conv_outputs)
        return conv_outputs, grads

    def heatmap(self, images, class_index):
        conv_outputs, grads = self.get_gradients_and_filters(
            self.model, images, self.layer_name, class_index)
        weights = tf.reduce_mean(grads, axis=(0, 1, 2))
        cam = tf.reduce_sum(conv_outputs[0] * weights, axis=-1).numpy()
        cam = np.maximum(cam, 0)
        return cam / (cam.max() + 1e-8)

    @staticmethod
    def overlay(frame, cam, alpha=0.4):
        cam = cv2.resize(cam, (frame.shape[1], frame.shape[0]))
        colored = cv2.applyColorMap(np.uint8(255 * cam), cv2.COLORMAP_JET)
        return cv2.addWeighted(frame, 1 - alpha, colored, alpha, 0)
