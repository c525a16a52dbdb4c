# source: https://github.com/huggingface/datasets/issues/5855
# symptom: converting a large Hugging Face dataset to tf.data is slow and memory-hungry as soon as shuffle is on: the conversion uses len(dataset) as the shuffle buffer, so every example is loaded before the first batch
# expect: TFM011 17
# note: the same conversion written as a user helper (the report's library code does shuffle(len(dataset)) in to_tf_dataset)
import tensorflow as tf
from datasets import load_dataset


def to_tf(hf_ds, batch_size=64, shuffle=True):
    def rows():
        for row in hf_ds:
            yield row["input_ids"], row["label"]

    tf_ds = tf.data.Dataset.from_generator(
        rows, output_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int64)))
    if shuffle:
        tf_ds = tf_ds.shuffle(len(hf_ds))
    return tf_ds.padded_batch(batch_size).prefetch(tf.data.AUTOTUNE)


corpus = load_dataset("imdb", split="train")
train_ds = to_tf(corpus.map(tokenize, batched=True))
