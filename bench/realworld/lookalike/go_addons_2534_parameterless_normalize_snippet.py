# source: https://github.com/tensorflow/addons/issues/2534
# symptom: retracing warnings from SpectralNormalization.normalize_weights while training a DCGAN discriminator
# note: the wrapper's tf.function method takes only self, so there is no argument whose shape or value could drive retracing per call; the warning in the thread comes from several layer instances each owning one trace (snippet, imports elsewhere)
class SpectralNorm(tf.keras.layers.Wrapper):
    def __init__(self, layer, power_iterations=1, **kwargs):
        super().__init__(layer, **kwargs)
        self.power_iterations = power_iterations

    def build(self, input_shape):
        super().build(input_shape)
        self.w = self.layer.kernel
        self.w_shape = self.w.shape.as_list()
        self.u = self.add_weight(shape=(1, self.w_shape[-1]), initializer="random_normal",
                                 trainable=False, name="sn_u")

    def call(self, inputs, training=None):
        if training:
            self.normalize_weights()
        return self.layer(inputs)

    @tf.function
    def normalize_weights(self):
        w = tf.reshape(self.w, [-1, self.w_shape[-1]])
        u = self.u
        for _ in range(self.power_iterations):
            v = tf.math.l2_normalize(tf.matmul(u, w, transpose_b=True))
            u = tf.math.l2_normalize(tf.matmul(v, w))
        sigma = tf.matmul(tf.matmul(v, w), u, transpose_b=True)
        self.u.assign(u)
        self.w.assign(self.w / sigma)


disc = tf.keras.Sequential([
    SpectralNorm(tf.keras.layers.Conv2D(64, 4, strides=2, padding="same")),
    tf.keras.layers.LeakyReLU(0.2),
    SpectralNorm(tf.keras.layers.Conv2D(128, 4, strides=2, padding="same")),
    tf.keras.layers.LeakyReLU(0.2),
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(1),
])
