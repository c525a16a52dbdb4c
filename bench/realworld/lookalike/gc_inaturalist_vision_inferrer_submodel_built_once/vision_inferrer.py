"""Loads the species classifier once and exposes a per-image inference call."""
import tensorflow as tf


class VisionInferrer:
    def __init__(self, model_path):
        self.model_path = model_path
        self.prepare_tf_model()

    def prepare_tf_model(self):
        tf.config.set_visible_devices([], "GPU")
        full_model = tf.keras.models.load_model(self.model_path, compile=False)
        self.layered_model = tf.keras.Model(
            inputs=full_model.inputs,
            outputs=[full_model.layers[4].output, full_model.layers[2].output],
        )
        self.layered_model.compile()

    def process_image(self, image):
        predictions, features = self.layered_model(tf.convert_to_tensor(image), training=False)
        return {"predictions": predictions[0].numpy(), "features": features[0].numpy()}
