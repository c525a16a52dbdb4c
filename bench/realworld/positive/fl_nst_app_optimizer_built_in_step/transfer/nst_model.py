import tensorflow as tf

CONTENT_LAYERS = ["block5_conv2"]
STYLE_LAYERS = ["block1_conv1", "block2_conv1", "block3_conv1", "block4_conv1", "block5_conv1"]


def gram_matrix(features):
    result = tf.linalg.einsum("bijc,bijd->bcd", features, features)
    shape = tf.shape(features)
    return result / tf.cast(shape[1] * shape[2], tf.float32)


class StyleContentModel:
    def __init__(self, content_image, style_image, style_weight=1e-2, content_weight=1e4):
        vgg = tf.keras.applications.VGG19(include_top=False, weights="imagenet")
        vgg.trainable = False
        outputs = [vgg.get_layer(n).output for n in STYLE_LAYERS + CONTENT_LAYERS]
        self.extractor = tf.keras.Model(vgg.input, outputs)
        self.style_weight = style_weight
        self.content_weight = content_weight
        self.style_targets = self.extract(style_image)["style"]
        self.content_targets = self.extract(content_image)["content"]

    def extract(self, image):
        pre = tf.keras.applications.vgg19.preprocess_input(image * 255.0)
        feats = self.extractor(pre)
        style = [gram_matrix(f) for f in feats[:len(STYLE_LAYERS)]]
        return {"style": style, "content": feats[len(STYLE_LAYERS):]}

    def style_content_loss(self, outputs):
        style_loss = tf.add_n([tf.reduce_mean((o - t) ** 2)
                               for o, t in zip(outputs["style"], self.style_targets)])
        content_loss = tf.add_n([tf.reduce_mean((o - t) ** 2)
                                 for o, t in zip(outputs["content"], self.content_targets)])
        return (self.style_weight * style_loss / len(STYLE_LAYERS)
                + self.content_weight * content_loss / len(CONTENT_LAYERS))
