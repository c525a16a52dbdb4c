# source: https://github.com/huggingface/datasets/issues/2256
# note: Hugging Face datasets' map(num_proc=...) runs worker processes that write Arrow cache files; it is not tf.data's num_parallel_calls even when the result is later converted with to_tf_dataset
import tensorflow as tf
from datasets import load_dataset
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")
dstc8 = load_dataset("roskoN/dstc8-reddit-corpus", keep_in_memory=False)


def prepare_sample(batch):
    return tokenizer(batch["context"], truncation=True, max_length=128, padding="max_length")


encoded = dstc8["train"].map(prepare_sample, batched=True, num_proc=16, batch_size=1000,
                             writer_batch_size=1000, remove_columns=dstc8["train"].column_names)
tf_train = encoded.to_tf_dataset(columns=["input_ids", "attention_mask"], batch_size=32, shuffle=True)
tf_train = tf_train.prefetch(tf.data.AUTOTUNE)
for batch in tf_train.take(2):
    print({k: v.shape for k, v in batch.items()})
