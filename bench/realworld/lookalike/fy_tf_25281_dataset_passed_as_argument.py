# source: https://github.com/tensorflow/tensorflow/issues/25281
# note: the training loop inside tf.function iterates a dataset that is passed in as an argument (the parameter shadows the module-level `dataset`), which is the recommended way; the noise comes from tf.random, not NumPy
import tensorflow as tf
import tensorflow_datasets as tfds

LATENT = 32
BATCH = 64


class DenoisingAE:
    def __init__(self):
        self.encoder = tf.keras.Sequential([
            tf.keras.layers.Flatten(input_shape=(28, 28, 1)),
            tf.keras.layers.Dense(256, activation="relu"),
            tf.keras.layers.Dense(LATENT),
        ])
        self.decoder = tf.keras.Sequential([
            tf.keras.layers.Dense(256, activation="relu", input_shape=(LATENT,)),
            tf.keras.layers.Dense(28 * 28, activation="sigmoid"),
            tf.keras.layers.Reshape((28, 28, 1)),
        ])
        self.opt = tf.keras.optimizers.Adam(1e-3)
        self.step = tf.Variable(0, dtype=tf.int64, trainable=False)

    @tf.function(reduce_retracing=True)
    def train(self, dataset):
        for features in dataset:
            x = tf.cast(features["image"], tf.float32) / 255.0
            noisy = tf.clip_by_value(x + tf.random.normal(tf.shape(x), stddev=0.2), 0.0, 1.0)
            with tf.GradientTape() as tape:
                recon = self.decoder(self.encoder(noisy, training=True), training=True)
                loss = tf.reduce_mean(tf.square(recon - x))
            variables = self.encoder.trainable_variables + self.decoder.trainable_variables
            self.opt.apply_gradients(zip(tape.gradient(loss, variables), variables))
            self.step.assign_add(1)
            if tf.equal(self.step % 200, 0):
                tf.print("step", self.step, "loss", loss)
        return self.step


dataset = tfds.load("mnist", split="train").shuffle(10000).batch(BATCH).prefetch(tf.data.AUTOTUNE)

if __name__ == "__main__":
    ae = DenoisingAE()
    for epoch in range(5):
        ae.train(dataset)
