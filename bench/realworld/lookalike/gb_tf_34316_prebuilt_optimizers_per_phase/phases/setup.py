"""Model and the two optimizers used by the two training phases."""
import tensorflow as tf


class Scale(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.x = self.add_weight(name="x", shape=[1], initializer="ones")

    def call(self, inputs):
        return inputs * self.x


model = Scale()
model(tf.zeros([1, 1]))

warmup_optimizer = tf.keras.optimizers.SGD(0.1)
main_optimizer = tf.keras.optimizers.Adam(0.01)
warmup_optimizer.build(model.trainable_variables)
main_optimizer.build(model.trainable_variables)

BATCH_SPEC = [tf.TensorSpec([None, 1], tf.float32), tf.TensorSpec([None, 1], tf.float32)]


@tf.function(input_signature=BATCH_SPEC)
def warmup_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    warmup_optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


@tf.function(input_signature=BATCH_SPEC)
def main_step(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    grads = tape.gradient(loss, model.trainable_variables)
    main_optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss
