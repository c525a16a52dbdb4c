# source: https://github.com/huggingface/transformers/issues/12286
# note: the fix usually given for this pattern: each batch's pooled [CLS] states are converted to NumPy before being kept, so the list holds host arrays of the expected size and no device tensor outlives its step
import numpy as np
import tensorflow as tf
from transformers import AutoTokenizer, TFDistilBertModel

tokenizer = AutoTokenizer.from_pretrained("distilbert-base-uncased")
encoder = TFDistilBertModel.from_pretrained("distilbert-base-uncased")

texts = [line.strip() for line in open("reviews.txt", encoding="utf-8")]
enc = tokenizer(texts, padding="max_length", truncation=True, max_length=128, return_tensors="np")
dataset = tf.data.Dataset.from_tensor_slices((enc["input_ids"], enc["attention_mask"])).batch(32)

cls_states = []
for input_ids, mask in dataset:
    hidden = encoder(input_ids=input_ids, attention_mask=mask, training=False).last_hidden_state
    cls_states.append(hidden[:, 0, :].numpy())

np.save("cls.npy", np.concatenate(cls_states, axis=0))
