# source: https://huggingface.co/docs/datasets/process
# symptom: none: Hugging Face datasets' Dataset.map runs the Python function eagerly on every example (results are written to an Arrow cache), so np.random is drawn per example; nothing is traced
# note: same method name as tf.data's map, different library; the random masking is applied while preprocessing before to_tf_dataset
import numpy as np
from datasets import load_dataset
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("bert-base-uncased")
raw = load_dataset("imdb", split="train")


def tokenize_and_mask(example, mask_prob=0.15):
    ids = tokenizer(example["text"], truncation=True, max_length=256)["input_ids"]
    mask = np.random.rand(len(ids)) < mask_prob
    example["input_ids"] = [tokenizer.mask_token_id if m else t for t, m in zip(ids, mask)]
    example["labels"] = ids
    return example


masked = raw.map(tokenize_and_mask, remove_columns=["text"])
tf_ds = masked.to_tf_dataset(columns=["input_ids"], label_cols=["labels"], batch_size=16, shuffle=True)
