# source: https://www.tensorflow.org/text/tutorials/text_classification_rnn
# note: resembles a leak: shuffle, batch and prefetch on a text dataset
# note: the tutorial's pipeline: a 10,000-element shuffle buffer and prefetch(tf.data.AUTOTUNE) after batching
import tensorflow as tf
import tensorflow_datasets as tfds

BUFFER_SIZE = 10000
BATCH_SIZE = 64

dataset, info = tfds.load("imdb_reviews", with_info=True, as_supervised=True)
train_dataset, test_dataset = dataset["train"], dataset["test"]
train_dataset = train_dataset.shuffle(BUFFER_SIZE).batch(BATCH_SIZE).prefetch(tf.data.AUTOTUNE)
test_dataset = test_dataset.batch(BATCH_SIZE).prefetch(tf.data.AUTOTUNE)

encoder = tf.keras.layers.TextVectorization(max_tokens=1000)
encoder.adapt(train_dataset.map(lambda text, label: text))
model = tf.keras.Sequential([encoder, tf.keras.layers.Embedding(1000, 64, mask_zero=True),
                             tf.keras.layers.Bidirectional(tf.keras.layers.LSTM(64)),
                             tf.keras.layers.Dense(1)])
model.compile(loss=tf.keras.losses.BinaryCrossentropy(from_logits=True), optimizer="adam", metrics=["accuracy"])
model.fit(train_dataset, epochs=10, validation_data=test_dataset)
