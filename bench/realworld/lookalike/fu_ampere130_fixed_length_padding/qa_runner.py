import numpy as np
import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForQuestionAnswering

MAX_LENGTH = 384


class BertSquadRunner:
    def __init__(self, model_name):
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model = TFAutoModelForQuestionAnswering.from_pretrained(model_name)

    @tf.function(input_signature=[tf.TensorSpec([1, MAX_LENGTH], tf.int32)] * 3)
    def _forward(self, input_ids, attention_mask, token_type_ids):
        out = self.model(input_ids=input_ids, attention_mask=attention_mask,
                         token_type_ids=token_type_ids, training=False)
        return out.start_logits, out.end_logits

    def answer_all(self, samples):
        answers = []
        for question, context in samples:
            enc = self.tokenizer(question, context, truncation="only_second",
                                 max_length=MAX_LENGTH, padding="max_length",
                                 return_tensors="np")
            start, end = self._forward(enc["input_ids"].astype(np.int32),
                                       enc["attention_mask"].astype(np.int32),
                                       enc["token_type_ids"].astype(np.int32))
            s = int(np.argmax(start.numpy()[0]))
            e = s + int(np.argmax(end.numpy()[0][s:]))
            answers.append(self.tokenizer.decode(enc["input_ids"][0][s:e + 1],
                                                 skip_special_tokens=True))
        return answers
