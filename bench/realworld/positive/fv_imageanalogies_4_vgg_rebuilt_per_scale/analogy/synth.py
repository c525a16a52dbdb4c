import numpy as np
import tensorflow as tf
from scipy.optimize import fmin_l_bfgs_b
from tensorflow import keras

from analogy.losses import analogy_loss, mrf_loss, total_variation_loss

FEATURE_LAYERS = ["block3_conv1", "block4_conv1"]


def synthesize_scale(a, ap, b, x0, iterations, analogy_w=1.0, mrf_w=0.5, tv_w=1.0):
    h, w = b.shape[1:3]
    vgg = keras.applications.VGG16(include_top=False, weights="imagenet", input_shape=(h, w, 3))
    extractor = keras.Model(vgg.input, [vgg.get_layer(n).output for n in FEATURE_LAYERS])
    feats_a, feats_ap, feats_b = extractor(a), extractor(ap), extractor(b)

    def loss_and_grads(flat):
        img = tf.convert_to_tensor(flat.reshape(x0.shape), tf.float32)
        with tf.GradientTape() as tape:
            tape.watch(img)
            feats_x = extractor(img)
            loss = tv_w * total_variation_loss(img)
            for fa, fap, fb, fx in zip(feats_a, feats_ap, feats_b, feats_x):
                loss += analogy_w * analogy_loss(fa, fap, fb, fx) + mrf_w * mrf_loss(fap, fx)
        grads = tape.gradient(loss, img)
        return float(loss), grads.numpy().ravel().astype("float64")

    x = x0.ravel().astype("float64")
    for _ in range(iterations):
        x, _, _ = fmin_l_bfgs_b(loss_and_grads, x, maxfun=20)
    return x.reshape(x0.shape).astype("float32")
