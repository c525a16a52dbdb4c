# source: https://github.com/tensorflow/tensorflow/issues/33576
# symptom: none: the custom metric calls the stateless metric function, which creates no variables
# note: the fix from the thread: call tf.keras.metrics.sparse_categorical_accuracy (a function) instead of constructing a SparseCategoricalAccuracy object inside the metric
import tensorflow as tf

MAX_LENGTH = 40


def masked_loss(y_true, y_pred):
    y_true = tf.reshape(y_true, (-1, MAX_LENGTH - 1))
    return tf.reduce_mean(tf.keras.losses.sparse_categorical_crossentropy(y_true, y_pred, from_logits=True))


def accuracy(y_true, y_pred):
    y_true = tf.reshape(y_true, (-1, MAX_LENGTH - 1))
    return tf.keras.metrics.sparse_categorical_accuracy(y_true, y_pred)


def build_chatbot(vocab_size, units=256):
    tokens = tf.keras.Input((MAX_LENGTH - 1,))
    hidden = tf.keras.layers.Embedding(vocab_size, units)(tokens)
    hidden = tf.keras.layers.LSTM(units, return_sequences=True)(hidden)
    return tf.keras.Model(tokens, tf.keras.layers.Dense(vocab_size)(hidden))


model = build_chatbot(8000)
model.compile(optimizer=tf.keras.optimizers.Adam(1e-3), loss=masked_loss, metrics=[accuracy])
model.fit(tf.data.Dataset.load("dialogue_pairs"), epochs=20)
