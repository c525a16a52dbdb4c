import numpy as np
import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForSequenceClassification

CLASSES = ["billing", "delivery", "product", "other"]


class Bert(object):
    def __init__(self, model_dir="models/bert-tickets", maxlen=128):
        self.tokenizer = AutoTokenizer.from_pretrained(model_dir)
        self.model = TFAutoModelForSequenceClassification.from_pretrained(model_dir)
        self.maxlen = maxlen

    def _features(self, batch_string):
        enc = self.tokenizer(batch_string, truncation=True, padding="max_length",
                             max_length=self.maxlen, return_tensors="np")
        return {"input_ids": enc["input_ids"], "attention_mask": enc["attention_mask"]}

    def predict(self, batch_string):
        res = self.model.predict(self._features(batch_string), verbose=0)
        probs = tf.nn.softmax(res.logits, axis=-1).numpy()
        output = []
        for text, p in zip(batch_string, probs):
            best = int(np.argmax(p))
            output.append({"text": text, "label": CLASSES[best], "score": float(p[best])})
        return output
