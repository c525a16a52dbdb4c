# source: https://www.tensorflow.org/tutorials/generative/style_transfer
# note: official tutorial layout: the Adam optimizer is created once outside the traced train step, and the step only applies gradients to the image variable; no optimizer, layer or variable is constructed inside the tf.function
import tensorflow as tf

vgg = tf.keras.applications.VGG19(include_top=False, weights="imagenet")
vgg.trainable = False
layers = ["block1_conv1", "block2_conv1", "block3_conv1", "block4_conv1", "block5_conv1", "block5_conv2"]
extractor = tf.keras.Model(vgg.input, [vgg.get_layer(n).output for n in layers])

content_image = tf.random.uniform((1, 384, 512, 3))
style_image = tf.random.uniform((1, 384, 512, 3))


def gram(x):
    g = tf.linalg.einsum("bijc,bijd->bcd", x, x)
    return g / tf.cast(tf.shape(x)[1] * tf.shape(x)[2], tf.float32)


def features(image):
    outs = extractor(tf.keras.applications.vgg19.preprocess_input(image * 255.0))
    return [gram(o) for o in outs[:5]], outs[5:]


style_targets, _ = features(style_image)
_, content_targets = features(content_image)
image = tf.Variable(content_image)
opt = tf.keras.optimizers.Adam(learning_rate=0.02, beta_1=0.99, epsilon=1e-1)


@tf.function()
def train_step(image):
    with tf.GradientTape() as tape:
        style, content = features(image)
        loss = 1e-2 * tf.add_n([tf.reduce_mean((s - t) ** 2) for s, t in zip(style, style_targets)])
        loss += 1e4 * tf.add_n([tf.reduce_mean((c - t) ** 2) for c, t in zip(content, content_targets)])
        loss += 30 * tf.image.total_variation(image)
    grad = tape.gradient(loss, image)
    opt.apply_gradients([(grad, image)])
    image.assign(tf.clip_by_value(image, 0.0, 1.0))


for epoch in range(10):
    for step in range(100):
        train_step(image)
    print("epoch", epoch)
