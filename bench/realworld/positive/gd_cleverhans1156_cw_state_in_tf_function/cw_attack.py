import tensorflow as tf


class CarliniWagnerL2:
    def __init__(self, model, clip_min=0.0, clip_max=1.0, max_iterations=1000,
                 learning_rate=5e-3, const=1e-2, confidence=0.0):
        self.model = model
        self.clip_min = clip_min
        self.clip_max = clip_max
        self.max_iterations = max_iterations
        self.learning_rate = learning_rate
        self.const = const
        self.confidence = confidence

    def _to_tanh(self, x):
        x = (x - self.clip_min) / (self.clip_max - self.clip_min)
        return tf.atanh(tf.clip_by_value(x * 2.0 - 1.0, -0.999999, 0.999999))

    def _from_tanh(self, w):
        return (tf.tanh(w) + 1.0) / 2.0 * (self.clip_max - self.clip_min) + self.clip_min

    @tf.function
    def _attack_batch(self, x, y):
        w0 = self._to_tanh(x)
        modifier = tf.Variable(tf.zeros_like(x), trainable=True)
        optimizer = tf.keras.optimizers.Adam(self.learning_rate)
        onehot = tf.one_hot(y, self.model.output_shape[-1])
        for _ in tf.range(self.max_iterations):
            with tf.GradientTape() as tape:
                x_new = self._from_tanh(w0 + modifier)
                logits = self.model(x_new, training=False)
                real = tf.reduce_sum(onehot * logits, axis=1)
                other = tf.reduce_max((1.0 - onehot) * logits - onehot * 1e4, axis=1)
                f = tf.maximum(real - other + self.confidence, 0.0)
                l2 = tf.reduce_sum(tf.square(x_new - x), axis=[1, 2, 3])
                loss = tf.reduce_sum(l2 + self.const * f)
            grads = tape.gradient(loss, [modifier])
            optimizer.apply_gradients(zip(grads, [modifier]))
        return self._from_tanh(w0 + modifier)

    def attack(self, x, y):
        return self._attack_batch(tf.convert_to_tensor(x), tf.convert_to_tensor(y))
