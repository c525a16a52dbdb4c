# source: https://huggingface.co/docs/datasets/process#multiprocessing
# note: resembles a leak: a Python preprocessing function mapped over a dataset with many parallel workers
# note: Hugging Face datasets, not tf.data: map(..., num_proc=32) runs the function in 32 processes and writes results to Arrow files on disk, so nothing is held per in-flight call as in Dataset.map
from datasets import load_dataset
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("bert-base-cased")
dataset = load_dataset("imdb", split="train")


def tokenize(batch):
    return tokenizer(batch["text"], truncation=True, max_length=256)


tokenized = dataset.map(tokenize, batched=True, num_proc=32, remove_columns=["text"])
tokenized.save_to_disk("imdb_tokenized")
