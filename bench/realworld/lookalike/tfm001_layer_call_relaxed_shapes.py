# source: https://github.com/tensorflow/tensorflow/issues/34025
# symptom: none: the layer's call is a tf.function with relaxed shapes, so variable-length inputs reuse one generalised trace
# note: the workaround given in the thread (subclass a Keras layer and decorate call with experimental_relax_shapes=True); the layer is used for every batch of a variable-length input
import tensorflow as tf


class PointSetEncoder(tf.keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.point_mlp = tf.keras.layers.Dense(units, activation="relu")
        self.out = tf.keras.layers.Dense(units)

    @tf.function(experimental_relax_shapes=True)
    def call(self, points, mask):
        features = self.point_mlp(points) * tf.cast(mask, tf.float32)[..., tf.newaxis]
        return self.out(tf.reduce_max(features, axis=1))


encoder = PointSetEncoder(64)
for points, mask in point_cloud_batches:  # number of points differs per batch
    embedding = encoder(points, mask)
