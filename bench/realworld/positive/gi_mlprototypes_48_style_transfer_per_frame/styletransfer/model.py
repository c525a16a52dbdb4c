import numpy as np
import tensorflow as tf

CONTENT_LAYERS = ["block5_conv2"]
STYLE_LAYERS = ["block1_conv1", "block2_conv1", "block3_conv1", "block4_conv1", "block5_conv1"]


def gram_matrix(x):
    channels = int(x.shape[-1])
    a = tf.reshape(x, [-1, channels])
    return tf.matmul(a, a, transpose_a=True) / tf.cast(tf.shape(a)[0], tf.float32)


def get_model():
    vgg = tf.keras.applications.VGG19(include_top=False, weights="imagenet")
    vgg.trainable = False
    outputs = [vgg.get_layer(n).output for n in STYLE_LAYERS + CONTENT_LAYERS]
    return tf.keras.Model(vgg.input, outputs)


class StyleTransfer:
    def __init__(self, content_weight=1e3, style_weight=1e-2, total_variation_weight=30):
        self.content_weight = content_weight
        self.style_weight = style_weight
        self.total_variation_weight = total_variation_weight

    def _features(self, model, img):
        outs = model(tf.keras.applications.vgg19.preprocess_input(img))
        return [gram_matrix(o) for o in outs[:len(STYLE_LAYERS)]], outs[len(STYLE_LAYERS):]

    def _loss(self, model, img, style_targets, content_targets):
        style_out, content_out = self._features(model, img)
        style_loss = tf.add_n([tf.reduce_mean((s - t) ** 2) for s, t in zip(style_out, style_targets)])
        content_loss = tf.add_n([tf.reduce_mean((c - t) ** 2) for c, t in zip(content_out, content_targets)])
        tv_loss = tf.reduce_sum(tf.image.total_variation(img))
        return (self.style_weight * style_loss + self.content_weight * content_loss
                + self.total_variation_weight * tv_loss)

    def run_style_transfer(self, content_img, style_img, num_iterations=100):
        model = get_model()
        style_targets, _ = self._features(model, style_img)
        _, content_targets = self._features(model, content_img)

        opt = tf.keras.optimizers.Adam(learning_rate=5.0, beta_1=0.99, epsilon=1e-1)
        init_image = tf.Variable(content_img, dtype=tf.float32)
        for i in range(num_iterations):
            with tf.GradientTape() as tape:
                loss = self._loss(model, init_image, style_targets, content_targets)
            grads = tape.gradient(loss, init_image)
            opt.apply_gradients([(grads, init_image)])
            init_image.assign(tf.clip_by_value(init_image, 0.0, 255.0))
            if i % 10 == 0:
                yield np.uint8(init_image.numpy()[0]), float(loss)
