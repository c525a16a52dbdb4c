import tensorflow as tf


class CarliniWagnerL2:
    def __init__(self, model, batch_shape, clip_min=0.0, clip_max=1.0,
                 learning_rate=5e-3, const=1e-2, confidence=0.0):
        self.model = model
        self.clip_min, self.clip_max = clip_min, clip_max
        self.const, self.confidence = const, confidence
        self.modifier = tf.Variable(tf.zeros(batch_shape), trainable=True)
        self.optimizer = tf.keras.optimizers.Adam(learning_rate)
        self.optimizer.build([self.modifier])
        n = batch_shape[0]
        self._attack_batch = tf.function(self._attack_batch_impl, input_signature=[
            tf.TensorSpec(batch_shape, tf.float32),
            tf.TensorSpec([n], tf.int64),
            tf.TensorSpec([], tf.int32)])

    def _from_tanh(self, w):
        return (tf.tanh(w) + 1.0) / 2.0 * (self.clip_max - self.clip_min) + self.clip_min

    def _attack_batch_impl(self, x, y, max_iterations):
        x01 = (x - self.clip_min) / (self.clip_max - self.clip_min)
        w0 = tf.atanh(tf.clip_by_value(x01 * 2.0 - 1.0, -0.999999, 0.999999))
        self.modifier.assign(tf.zeros_like(x))
        for v in self.optimizer.variables:
            v.assign(tf.zeros_like(v))
        onehot = tf.one_hot(y, self.model.output_shape[-1])
        for _ in tf.range(max_iterations):
            with tf.GradientTape() as tape:
                x_new = self._from_tanh(w0 + self.modifier)
                logits = self.model(x_new, training=False)
                real = tf.reduce_sum(onehot * logits, axis=1)
                other = tf.reduce_max((1.0 - onehot) * logits - onehot * 1e4, axis=1)
                f = tf.maximum(real - other + self.confidence, 0.0)
                l2 = tf.reduce_sum(tf.square(x_new - x), axis=[1, 2, 3])
                loss = tf.reduce_sum(l2 + self.const * f)
            grads = tape.gradient(loss, [self.modifier])
            self.optimizer.apply_gradients(zip(grads, [self.modifier]))
        return self._from_tanh(w0 + self.modifier)

    def attack(self, x, y, max_iterations):
        return self._attack_batch(tf.cast(x, tf.float32), tf.cast(y, tf.int64),
                                  tf.constant(max_iterations, tf.int32))
