# source: https://github.com/keras-team/keras/issues/17592
# symptom: train_epoch() is called once per epoch and defines the tf.function step_fn inside, so every epoch traces a new graph (retracing warning, slow test)
# expect: TFM006 10
# note: a correctness test: the per-epoch helper runs the step under a distribution strategy
import numpy as np
import tensorflow as tf


def train_epoch(model, optimizer, dist_dataset, strategy):
    @tf.function
    def step_fn(inputs):
        def replica_step(batch):
            x, y = batch
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.keras.losses.binary_crossentropy(y, model(x, training=True)))
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss
        per_replica = strategy.run(replica_step, args=(inputs,))
        return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

    total = 0.0
    for batch in dist_dataset:
        total += float(step_fn(batch))
    return total


class DnnCorrectnessTest(tf.test.TestCase):
    def test_mirrored_matches_default(self):
        x = np.random.rand(1024, 8).astype("float32")
        y = (x.sum(axis=1, keepdims=True) > 4).astype("float32")
        strategy = tf.distribute.MirroredStrategy()
        with strategy.scope():
            model = tf.keras.Sequential([tf.keras.layers.Dense(32, activation="relu"), tf.keras.layers.Dense(1, activation="sigmoid")])
            optimizer = tf.keras.optimizers.SGD(0.1)
        dataset = strategy.experimental_distribute_dataset(tf.data.Dataset.from_tensor_slices((x, y)).batch(64))
        losses = [train_epoch(model, optimizer, dataset, strategy) for _ in range(20)]
        self.assertLess(losses[-1], losses[0])
