# source: https://github.com/tensorflow/tensorflow/issues/15745
# note: the helper from the report, in TF2 form: the per-timestep outputs are appended to a local list only to be stacked into one tensor at the end of the call; the list dies with the call, nothing accumulates across training steps, and the cell is created once outside the loop
import tensorflow as tf


def eager_static_rnn(cell, inputs, initial_state=None, time_major=False):
    time_axis = 0 if time_major else 1
    batch_size = inputs.shape[1] if time_major else inputs.shape[0]
    if initial_state is None:
        initial_state = cell.get_initial_state(batch_size=batch_size, dtype=inputs.dtype)
    state = initial_state
    outputs = []
    for inp in tf.unstack(inputs, axis=time_axis):
        output, state = cell(inp, state)
        outputs.append(output)
    return tf.stack(outputs, axis=time_axis), state


class Tagger(tf.keras.Model):
    def __init__(self, vocab, units=128, tags=9):
        super().__init__()
        self.embed = tf.keras.layers.Embedding(vocab, 64)
        self.cell = tf.keras.layers.LSTMCell(units)
        self.out = tf.keras.layers.Dense(tags)

    def call(self, tokens):
        seq, _ = eager_static_rnn(self.cell, self.embed(tokens))
        return self.out(seq)


model = Tagger(vocab=5000)
optimizer = tf.keras.optimizers.Adam()
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function(input_signature=[tf.TensorSpec([32, 40], tf.int32), tf.TensorSpec([32, 40], tf.int32)])
def train_step(tokens, tags):
    with tf.GradientTape() as tape:
        loss = loss_fn(tags, model(tokens))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for step in range(1000):
    tokens = tf.random.uniform([32, 40], maxval=5000, dtype=tf.int32)
    tags = tf.random.uniform([32, 40], maxval=9, dtype=tf.int32)
    loss = train_step(tokens, tags)
    if step % 100 == 0:
        print(step, float(loss))
