# source: https://github.com/sofiabroome/painface-recognition/issues/4
# symptom: retracing warnings from tf.functions defined inside per-round helpers
# note: the fix: a trainer object wraps its step functions once in __init__ and the rounds reuse them
import tensorflow as tf


class VideoTrainer:
    def __init__(self, model, optimizer, loss_fn):
        self.model = model
        self.optimizer = optimizer
        self.loss_fn = loss_fn
        self.train_step = tf.function(self._train_step)
        self.validation_step = tf.function(self._validation_step)

    def _train_step(self, clips, labels):
        with tf.GradientTape() as tape:
            loss = self.loss_fn(labels, self.model(clips, training=True))
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
        return loss

    def _validation_step(self, clips):
        return tf.nn.softmax(self.model(clips, training=False))

    def run_round(self, train_ds, val_ds):
        for clips, labels in train_ds:
            self.train_step(clips, labels)
        return [self.validation_step(clips) for clips, _ in val_ds]


model = tf.keras.Sequential([tf.keras.Input((10, 32, 32, 3)), tf.keras.layers.Flatten(), tf.keras.layers.Dense(2)])
trainer = VideoTrainer(model, tf.keras.optimizers.Adam(1e-4), tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
ds = tf.data.Dataset.from_tensor_slices((tf.random.uniform([32, 10, 32, 32, 3]), tf.zeros([32], tf.int32))).batch(8)
for r in range(20):
    trainer.run_round(ds, ds)
