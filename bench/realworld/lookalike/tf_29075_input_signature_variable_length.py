# source: https://github.com/tensorflow/tensorflow/issues/29075
# note: the training step has an input_signature with None time dimension, so sequences of any length reuse one trace; the loop feeds one variable-length batch at a time
import numpy as np
import tensorflow as tf

vocab_size, dim = 8000, 128
embedding = tf.keras.layers.Embedding(vocab_size, dim)
lstm = tf.keras.layers.LSTM(dim)
head = tf.keras.layers.Dense(2)
optimizer = tf.keras.optimizers.Adam()
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None], tf.int32)])
def train_step(tokens, labels):
    with tf.GradientTape() as tape:
        logits = head(lstm(embedding(tokens)))
        loss = loss_fn(labels, logits)
    variables = embedding.trainable_variables + lstm.trainable_variables + head.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


for step in range(2000):
    length = np.random.randint(5, 400)
    tokens = np.random.randint(0, vocab_size, size=(16, length)).astype("int32")
    labels = np.random.randint(0, 2, size=(16,)).astype("int32")
    loss = train_step(tokens, labels)
    if step % 100 == 0:
        print(step, float(loss))
