# source: https://github.com/tensorflow/tensorflow/issues/38369
# symptom: explainer.explain fails inside tf.function ("'Tensor' object has no attribute '_in_graph_mode'", then ValueError about creating variables); the maintainer's advice: create the model outside the tf.function, since every new model object creates a new set of variables
# expect: TFM014 20
# note: a Grad-CAM explainer in the style of tf-explain, run at the end of every epoch by a Keras callback; the gradient helper is a tf.function that builds the intermediate Keras model on each trace
import numpy as np
import tensorflow as tf


class GradCAM:
    def explain(self, images, model, class_index, layer_name):
        outputs, grads = self.get_gradients_and_filters(model, images, layer_name, class_index)
        weights = tf.reduce_mean(grads, axis=(1, 2))
        cams = tf.nn.relu(tf.einsum("bhwc,bc->bhw", outputs, weights))
        cams = cams / (tf.reduce_max(cams, axis=(1, 2), keepdims=True) + 1e-8)
        return tf.image.resize(cams[..., None], images.shape[1:3]).numpy()

    @staticmethod
    @tf.function
    def get_gradients_and_filters(model, images, layer_name, class_index):
        grad_model = tf.keras.models.Model(
            [model.inputs], [model.get_layer(layer_name).output, model.output]
        )
        with tf.GradientTape() as tape:
            conv_outputs, predictions = grad_model(images)
            loss = predictions[:, class_index]
        return conv_outputs, tape.gradient(loss, conv_outputs)


class GradCAMCallback(tf.keras.callbacks.Callback):
    def __init__(self, validation_images, class_index, layer_name, output_dir):
        super().__init__()
        self.validation_images = tf.convert_to_tensor(validation_images, tf.float32)
        self.class_index = class_index
        self.layer_name = layer_name
        self.output_dir = output_dir
        self.explainer = GradCAM()

    def on_epoch_end(self, epoch, logs=None):
        heatmaps = self.explainer.explain(self.validation_images, self.model, self.class_index, self.layer_name)
        np.save(f"{self.output_dir}/gradcam_epoch_{epoch:03d}.npy", heatmaps)


(x_train, y_train), (x_val, y_val) = tf.keras.datasets.cifar10.load_data()
x_train, x_val = x_train / 255.0, x_val / 255.0

model = tf.keras.Sequential([
    tf.keras.Input((32, 32, 3)),
    tf.keras.layers.Conv2D(32, 3, activation="relu", padding="same"),
    tf.keras.layers.Conv2D(64, 3, activation="relu", padding="same", name="last_conv"),
    tf.keras.layers.GlobalAveragePooling2D(),
    tf.keras.layers.Dense(10, activation="softmax"),
])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(
    x_train, y_train, epochs=30, batch_size=128, validation_data=(x_val, y_val),
    callbacks=[GradCAMCallback(x_val[:16], class_index=3, layer_name="last_conv", output_dir="cams")],
)
