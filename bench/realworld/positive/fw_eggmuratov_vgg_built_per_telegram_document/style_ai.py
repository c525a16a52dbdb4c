import numpy as np
import tensorflow as tf
from PIL import Image
from tensorflow import keras

CONTENT_LAYERS = ["block5_conv2"]
STYLE_LAYERS = ["block1_conv1", "block2_conv1", "block3_conv1", "block4_conv1", "block5_conv1"]
MEANS = np.array([103.939, 116.779, 123.68])


def gram_matrix(t):
    channels = int(t.shape[-1])
    a = tf.reshape(t, [-1, channels])
    n = tf.shape(a)[0]
    return tf.matmul(a, a, transpose_a=True) / tf.cast(n, tf.float32)


def deprocess(x):
    x = np.squeeze(x.copy(), 0) + MEANS
    return np.clip(x[:, :, ::-1], 0, 255).astype("uint8")


class StyleTransfer:
    def __init__(self, content_path, style_path):
        prep = keras.applications.vgg19.preprocess_input
        self.x_img = prep(np.expand_dims(np.asarray(Image.open(content_path), "float32"), 0))
        self.x_style = prep(np.expand_dims(np.asarray(Image.open(style_path), "float32"), 0))

    def build_extractor(self):
        vgg = keras.applications.vgg19.VGG19(include_top=False, weights="imagenet")
        vgg.trainable = False
        outputs = [vgg.get_layer(n).output for n in STYLE_LAYERS + CONTENT_LAYERS]
        extractor = keras.models.Model(vgg.input, outputs)
        extractor.trainable = False
        return extractor

    def run(self, iterations=100, content_weight=1e3, style_weight=1e-2):
        extractor = self.build_extractor()
        n_style = len(STYLE_LAYERS)
        style_targets = [gram_matrix(o[0]) for o in extractor(self.x_style)[:n_style]]
        content_targets = [o[0] for o in extractor(self.x_img)[n_style:]]
        image = tf.Variable(self.x_img, dtype=tf.float32)
        opt = keras.optimizers.Adam(learning_rate=2.0, beta_1=0.99, epsilon=1e-1)
        for _ in range(iterations):
            with tf.GradientTape() as tape:
                outs = extractor(image)
                s_loss = tf.add_n([tf.reduce_mean(tf.square(gram_matrix(o[0]) - t))
                                   for o, t in zip(outs[:n_style], style_targets)])
                c_loss = tf.add_n([tf.reduce_mean(tf.square(o[0] - t))
                                   for o, t in zip(outs[n_style:], content_targets)])
                loss = style_weight * s_loss + content_weight * c_loss
            grads = tape.gradient(loss, image)
            opt.apply_gradients([(grads, image)])
            image.assign(tf.clip_by_value(image, -MEANS, 255 - MEANS))
        out_path = "result.jpg"
        Image.fromarray(deprocess(image.numpy())).save(out_path)
        return out_path
