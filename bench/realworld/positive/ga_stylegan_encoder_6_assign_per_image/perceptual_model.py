import numpy as np
import tensorflow as tf
from keras.applications.vgg16 import VGG16, preprocess_input
from keras.models import Model


def load_images(paths, size):
    from PIL import Image
    arrays = []
    for p in paths:
        img = Image.open(p).convert("RGB").resize((size, size), Image.LANCZOS)
        arrays.append(np.asarray(img, dtype=np.float32))
    return preprocess_input(np.stack(arrays))


class PerceptualModel:
    def __init__(self, sess, img_size=256, layer=9, batch_size=1, lr=0.02):
        self.sess = sess
        self.img_size = img_size
        self.layer = layer
        self.batch_size = batch_size
        self.lr = lr
        self.ref_img = None
        self.ref_img_features = None
        self.perceptual_model = None

    def build(self, generated_image_tensor, vars_to_optimize):
        vgg16 = VGG16(include_top=False, input_shape=(self.img_size, self.img_size, 3))
        self.perceptual_model = Model(vgg16.input, vgg16.layers[self.layer].output)
        generated_image = preprocess_input(
            tf.image.resize_images(generated_image_tensor, (self.img_size, self.img_size), method=1))
        generated_img_features = self.perceptual_model(generated_image)

        self.ref_img = tf.get_variable("ref_img", shape=generated_image.shape,
                                       dtype="float32", initializer=tf.initializers.zeros())
        self.ref_img_features = tf.get_variable("ref_img_features", shape=generated_img_features.shape,
                                                dtype="float32", initializer=tf.initializers.zeros())
        self.features_weight = tf.get_variable("features_weight", shape=generated_img_features.shape,
                                               dtype="float32", initializer=tf.initializers.zeros())
        self.sess.run([self.ref_img.initializer, self.ref_img_features.initializer,
                       self.features_weight.initializer])

        self.loss = tf.losses.mean_squared_error(self.features_weight * self.ref_img_features,
                                                 self.features_weight * generated_img_features) / 82890.0
        self.loss += tf.losses.mean_squared_error(self.ref_img, generated_image) / 10.0
        optimizer = tf.train.GradientDescentOptimizer(learning_rate=self.lr)
        self.min_op = optimizer.minimize(self.loss, var_list=[vars_to_optimize])

    def set_reference_images(self, images_list):
        assert len(images_list) != 0 and len(images_list) <= self.batch_size
        loaded_image = load_images(images_list, self.img_size)
        image_features = self.perceptual_model.predict_on_batch(loaded_image)

        weight_mask = np.ones(self.features_weight.shape)
        if len(images_list) != self.batch_size:
            weight_mask[len(images_list):] = 0.0

        self.sess.run(tf.assign(self.features_weight, weight_mask))
        self.sess.run(tf.assign(self.ref_img_features, image_features))
        self.sess.run(tf.assign(self.ref_img, loaded_image))

    def optimize(self, iterations=500):
        for _ in range(iterations):
            _, loss = self.sess.run([self.min_op, self.loss])
            yield loss
