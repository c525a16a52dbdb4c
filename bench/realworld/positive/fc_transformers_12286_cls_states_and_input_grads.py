# source: https://github.com/huggingface/transformers/issues/12286
# source: https://github.com/tensorflow/tensorflow/issues/51354
# symptom: extracting the pooled [CLS] hidden state of every row with TF DistilBert makes RAM grow far beyond the size of the kept outputs as iterations go on (12286); an eager loop allocates more memory with every iteration until it runs out (51354)
# expect: TFM012 29
# expect: TFM002 24
# note: my own feature-extraction loop: per batch it wraps the embeddings in a new tf.Variable to take input gradients for a saliency score, and keeps the CLS tensors in a list
import numpy as np
import tensorflow as tf
from transformers import AutoTokenizer, TFDistilBertModel

tokenizer = AutoTokenizer.from_pretrained("distilbert-base-uncased")
encoder = TFDistilBertModel.from_pretrained("distilbert-base-uncased")
head = tf.keras.layers.Dense(2)
head.build((None, 768))

texts = [line.strip() for line in open("reviews.txt", encoding="utf-8")]
enc = tokenizer(texts, padding="max_length", truncation=True, max_length=128, return_tensors="np")
dataset = tf.data.Dataset.from_tensor_slices((enc["input_ids"], enc["attention_mask"])).batch(32)

cls_states = []
saliency = []
for input_ids, mask in dataset:
    embeds = encoder.distilbert.embeddings(input_ids)
    x = tf.Variable(embeds)
    with tf.GradientTape() as tape:
        hidden = encoder.distilbert.transformer(x, mask, None, False, False, False, training=False)[0]
        score = tf.reduce_max(head(hidden[:, 0, :]), axis=-1)
    grads = tape.gradient(score, x)
    cls_states.append(hidden[:, 0, :])
    saliency.append(np.linalg.norm(grads.numpy(), axis=-1))

features = tf.concat(cls_states, axis=0).numpy()
np.save("cls.npy", features)
