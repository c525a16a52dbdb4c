# source: https://github.com/tensorflow/tensorflow/issues/32075
# symptom: the reporter loads a large CSV of text with tf.data and shuffles it; the shuffle buffer is refilled before every epoch and this buffering eats the machine's RAM until it runs out of memory
# expect: TFM011 24
# note: the CSV has 1,265,800 rows (the figure the same reporter gives for this dataset); the shuffle buffer is set to the whole row count, so every epoch first holds all encoded rows in memory
import tensorflow as tf
import tensorflow_text as tf_text

CSV_PATH = "data/reviews.csv"
VOCAB_SIZE = 20000
SEQ_LEN = 200

raw = tf.data.experimental.CsvDataset(CSV_PATH, [tf.string, tf.int64], header=True)

vectorize = tf.keras.layers.TextVectorization(max_tokens=VOCAB_SIZE, output_sequence_length=SEQ_LEN)
vectorize.adapt(raw.map(lambda text, label: text).batch(1024))


def encode(text, label):
    text = tf_text.normalize_utf8(text, "NFKC")
    return vectorize(text), label


dataset = raw.map(encode, num_parallel_calls=tf.data.AUTOTUNE)
dataset = dataset.shuffle(buffer_size=1265800, reshuffle_each_iteration=True)
dataset = dataset.batch(64).prefetch(tf.data.AUTOTUNE)

model = tf.keras.Sequential([
    tf.keras.layers.Embedding(VOCAB_SIZE, 64),
    tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(64)),
    tf.keras.layers.Dense(1),
])
model.compile(optimizer="adam", loss=tf.keras.losses.BinaryCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(dataset, epochs=10)
