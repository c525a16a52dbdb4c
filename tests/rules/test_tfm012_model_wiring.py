"""TFM012: symbolic Keras tensors collected while a functional model is wired are not per-step tensors."""

from __future__ import annotations

from tests.conftest import rows


def test_layers_applied_to_inputs_made_in_the_loop_wire_a_model():
    # StyleGAN2-Tensorflow-2.0 `GenModel`: one style input and mapping output per generator layer.
    code = """
    import tensorflow as tf
    from tensorflow.keras.layers import Input
    from tensorflow.keras.models import Model
    class GAN:
        def GenModel(self):
            inp_style, style = [], []
            for i in range(n_layers):
                inp_style.append(Input([latent_size]))
                style.append(self.S(inp_style[-1]))
            inp_noise = Input([im_size, im_size, 1])
            self.GM = Model(inputs=inp_style + [inp_noise], outputs=self.G(style + [inp_noise]))
            return self.GM
        def __init__(self):
            self.S = tf.keras.Sequential([tf.keras.layers.Dense(8)])
            self.G = tf.keras.Sequential([tf.keras.layers.Dense(8)])
    """
    assert rows(code, "TFM012") == []


def test_outputs_of_a_shared_encoder_on_a_module_level_input_are_symbolic():
    code = """
    import tensorflow as tf
    encoder = tf.keras.Sequential([tf.keras.layers.Dense(8)])
    x = inputs = tf.keras.Input((16,))
    features = []
    for scale in range(3):
        x = encoder(x)
        features.append(tf.reduce_mean(x, axis=-1))
    heads = {"scale%d" % i: f for i, f in enumerate(features)}
    """
    assert rows(code, "TFM012") == []


def test_a_model_builder_that_trains_nothing_wires_its_layers():
    code = """
    import tensorflow as tf
    class Detector:
        def __init__(self):
            self.head = tf.keras.layers.Dense(1)
        def make_model(self, backbone):
            inputs = tf.keras.Input((224, 224, 3))
            heads = []
            for level in range(4):
                heads.append(self.head(backbone.outputs[level]))
            return tf.keras.Model(inputs, self.merge(heads))
    """
    assert rows(code, "TFM012") == []


def test_a_function_that_builds_a_model_and_then_trains_it_is_still_checked():
    # keras.io "training loop from scratch" inside `main()`: the model is wired, then stepped per batch.
    code = """
    import tensorflow as tf
    def main():
        inputs = tf.keras.Input((784,))
        outputs = tf.keras.layers.Dense(10)(inputs)
        model = tf.keras.Model(inputs, outputs)
        dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(64)
        losses = []
        for step, (xb, yb) in enumerate(dataset):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(model(xb, training=True) - yb))
            grads = tape.gradient(loss, model.trainable_weights)
            optimizer.apply_gradients(zip(grads, model.trainable_weights))
            losses.append(loss)
    """
    assert rows(code, "TFM012") == [14]


def test_outputs_over_a_dataset_after_a_module_level_input_are_still_flagged():
    code = """
    import tensorflow as tf
    inputs = tf.keras.Input((8,))
    model = tf.keras.Model(inputs, tf.keras.layers.Dense(1)(inputs))
    predictions = []
    for batch in tf.data.Dataset.from_tensor_slices(data).batch(32):
        predictions.append(model(batch, training=False))
    """
    assert rows(code, "TFM012") == [7]
