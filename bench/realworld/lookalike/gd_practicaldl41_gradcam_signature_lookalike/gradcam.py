import numpy as np
import tensorflow as tf


class GradCAM:
    def __init__(self, model, layer_name):
        self.grad_model = tf.keras.models.Model(
            [model.inputs], [model.get_layer(layer_name).output, model.output])

    @tf.function(input_signature=[tf.TensorSpec([None, 224, 224, 3], tf.float32),
                                  tf.TensorSpec([], tf.int32)])
    def get_gradients_and_filters(self, images, class_index):
        with tf.GradientTape() as tape:
            conv_outputs, predictions = self.grad_model(images)
            loss = predictions[:, class_index]
        return conv_outputs, tape.gradient(loss, conv_outputs)

    def heatmap(self, images):
        probs = self.grad_model(images)[1]
        class_index = tf.argmax(probs[0], output_type=tf.int32)
        conv_outputs, grads = self.get_gradients_and_filters(images, class_index)
        weights = tf.reduce_mean(grads, axis=(0, 1, 2))
        cam = tf.nn.relu(tf.reduce_sum(conv_outputs[0] * weights, axis=-1)).numpy()
        return cam / (cam.max() + 1e-8)
