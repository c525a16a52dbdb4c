# source: https://github.com/madalinabuzau/tensorflow-eager-tutorials/issues/1
# symptom: question why the tutorial's fit iterates the training data twice per epoch
# note: the tutorial's design: one pass trains, a second pass measures the epoch loss with a running Mean metric; nothing accumulates tensors
import tensorflow as tf


class EmotionRecognitionCNN(tf.keras.Model):
    def __init__(self, num_classes=7):
        super().__init__()
        self.conv = tf.keras.layers.Conv2D(32, 3, activation="relu")
        self.pool = tf.keras.layers.GlobalAveragePooling2D()
        self.out = tf.keras.layers.Dense(num_classes)
        self.optimizer = tf.keras.optimizers.Adam(1e-3)
        self.history = {"train_loss": []}

    def call(self, x, training=False):
        return self.out(self.pool(self.conv(x)))

    def loss_fn(self, x, y, training):
        return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=self(x, training)))

    def fit(self, training_data, num_epochs=10):
        for epoch in range(num_epochs):
            for images, target in training_data:
                with tf.GradientTape() as tape:
                    loss = self.loss_fn(images, target, True)
                grads = tape.gradient(loss, self.trainable_variables)
                self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
            epoch_loss = tf.keras.metrics.Mean()
            for images, target in training_data:
                epoch_loss(self.loss_fn(images, target, False))
            self.history["train_loss"].append(float(epoch_loss.result()))


data = tf.data.Dataset.from_tensor_slices((tf.random.uniform([256, 48, 48, 1]), tf.random.uniform([256], 0, 7, dtype=tf.int32))).batch(32)
EmotionRecognitionCNN().fit(data, num_epochs=2)
