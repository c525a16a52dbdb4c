import numpy as np
import tensorflow as tf

from seq2seq.trainer import Seq2SeqTrainer


def make_dataset(n, seq_len, vocab, batch_size):
    src = np.random.randint(1, vocab, size=(n, seq_len)).astype("int32")
    return tf.data.Dataset.from_tensor_slices((src, np.flip(src, axis=1).copy())).batch(batch_size)


inputs = tf.keras.Input(shape=(None,), dtype="int32")
x = tf.keras.layers.Embedding(64, 128)(inputs)
x = tf.keras.layers.LSTM(128, return_sequences=True)(x)
model = tf.keras.Model(inputs, tf.keras.layers.Dense(64)(x))

trainer = Seq2SeqTrainer(model, tf.keras.optimizers.Adam(1e-3),
                         tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True))
print(trainer.fit(make_dataset(8192, 12, 64, 64), make_dataset(1024, 12, 64, 64), epochs=200)[-1])
