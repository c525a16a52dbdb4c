# source: https://github.com/tensorflow/models/blob/master/orbit/standard_runner.py
# symptom: none: train() runs once per controller step but builds its tf.function loop only on the first call (stored under an `is None` guard)
# note: the Orbit StandardTrainer pattern from the TensorFlow Model Garden
import tensorflow as tf


class StandardTrainer:
    def __init__(self, train_dataset, model, optimizer):
        self.train_dataset = train_dataset
        self.model = model
        self.optimizer = optimizer
        self._train_loop_fn = None
        self._train_iter = None

    def train_step(self, iterator):
        x, y = next(iterator)
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.keras.losses.mse(y, self.model(x, training=True)))
        grads = tape.gradient(loss, self.model.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))

    def create_train_loop_fn(self):
        def loop_fn(iterator, num_steps):
            for _ in tf.range(num_steps):
                self.train_step(iterator)
        return tf.function(loop_fn)

    def train(self, num_steps):
        if self._train_loop_fn is None:
            self._train_loop_fn = self.create_train_loop_fn()
        if self._train_iter is None:
            self._train_iter = iter(self.train_dataset)
        self._train_loop_fn(self._train_iter, num_steps)


def run(trainer, total_steps, steps_per_loop=100):
    for _ in range(total_steps // steps_per_loop):
        trainer.train(tf.constant(steps_per_loop))
