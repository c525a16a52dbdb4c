# source: https://github.com/mead-ml/mead-baseline/pull/590
# note: snippet of the PR's CRF layer as pasted (no imports, tf from the surrounding module): the transition weights are created once with add_weight in build(), "like a good keras layer", and call() only reads them, so repeated calls during training create no new variables.

class CRF(tf.keras.layers.Layer):

    def __init__(self, num_tags, constraint_mask=None, name=None):
        super().__init__(name=name)
        self.num_tags = num_tags
        self.constraint_mask = constraint_mask
        self.A = None

    def build(self, input_shape):
        self.A = self.add_weight(
            "transitions",
            shape=(self.num_tags, self.num_tags),
            dtype=tf.float32,
            initializer=tf.zeros_initializer(),
        )
        super().build(input_shape)

    @property
    def transitions(self):
        if self.constraint_mask is not None:
            return self.A * self.constraint_mask + (self.constraint_mask - 1.0) * 1e4
        return self.A

    def score_sentence(self, unary, tags, lengths):
        batch_size = tf.shape(unary)[0]
        start = tf.fill([batch_size, 1], self.num_tags - 2)
        tags = tf.concat([start, tags], axis=1)
        trans = tf.gather_nd(self.transitions, tf.stack([tags[:, 1:], tags[:, :-1]], axis=-1))
        emit = tf.reduce_sum(tf.gather(unary, tags[:, 1:], batch_dims=2), axis=-1)
        mask = tf.sequence_mask(lengths, tf.shape(tags)[1] - 1, dtype=tf.float32)
        return tf.reduce_sum((trans + emit) * mask, axis=1)

    def call(self, inputs, training=False):
        unary, lengths = inputs
        if training:
            return unary
        return tf.argmax(unary + tf.reduce_max(self.transitions, axis=0), axis=-1)


tagger_crf = CRF(num_tags=19, name="crf")
tagger_crf.build(None)
for epoch in range(epochs):
    for unary, tags, lengths in train_batches:
        with tf.GradientTape() as tape:
            loss = -tf.reduce_mean(tagger_crf.score_sentence(unary, tags, lengths))
        grads = tape.gradient(loss, tagger_crf.trainable_variables)
        optimizer.apply_gradients(zip(grads, tagger_crf.trainable_variables))
