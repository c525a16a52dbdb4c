import numpy as np
import tensorflow as tf
from transformers import AutoTokenizer, TFAutoModelForQuestionAnswering


class BertSquadRunner:
    def __init__(self, model_name, max_length=384):
        self.tokenizer = AutoTokenizer.from_pretrained(model_name)
        self.model = TFAutoModelForQuestionAnswering.from_pretrained(model_name)
        self.max_length = max_length

    @tf.function
    def _forward(self, input_ids, attention_mask, token_type_ids):
        out = self.model(input_ids=input_ids, attention_mask=attention_mask,
                         token_type_ids=token_type_ids, training=False)
        return out.start_logits, out.end_logits

    def _decode(self, ids, start_logits, end_logits):
        start = int(np.argmax(start_logits))
        end = int(np.argmax(end_logits[start:])) + start
        return self.tokenizer.decode(ids[start:end + 1], skip_special_tokens=True)

    def answer_all(self, samples):
        answers = []
        for question, context in samples:
            enc = self.tokenizer(question, context, truncation="only_second",
                                 max_length=self.max_length)
            seq_len = len(enc["input_ids"])
            input_ids = np.zeros((1, seq_len), dtype=np.int32)
            attention_mask = np.ones((1, seq_len), dtype=np.int32)
            token_type_ids = np.zeros((1, seq_len), dtype=np.int32)
            input_ids[0] = enc["input_ids"]
            token_type_ids[0] = enc["token_type_ids"]
            start, end = self._forward(input_ids, attention_mask, token_type_ids)
            answers.append(self._decode(enc["input_ids"], start.numpy()[0], end.numpy()[0]))
        return answers
