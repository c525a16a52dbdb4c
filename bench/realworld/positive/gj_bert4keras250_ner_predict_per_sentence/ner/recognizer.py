import numpy as np
import tensorflow as tf
from transformers import BertTokenizerFast

from ner.crf import ConditionalRandomField, viterbi_decode

LABELS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]


class NamedEntityRecognizer(object):
    """BERT + CRF tagger exported from the training notebook."""

    def __init__(self, model_path, vocab_dir, max_len=256):
        self.tokenizer = BertTokenizerFast.from_pretrained(vocab_dir)
        self.model = tf.keras.models.load_model(
            model_path, custom_objects={"ConditionalRandomField": ConditionalRandomField})
        self.trans = self.model.get_layer("crf").get_weights()[0]
        self.max_len = max_len

    def recognize(self, text):
        enc = self.tokenizer(text, truncation=True, max_length=self.max_len,
                             return_offsets_mapping=True)
        token_ids = np.array([enc["input_ids"]])
        segment_ids = np.zeros_like(token_ids)
        nodes = self.model.predict([token_ids, segment_ids], verbose=0)[0]
        labels = viterbi_decode(nodes, self.trans)
        entities, start, current = [], None, None
        for idx, label_id in enumerate(labels):
            tag = LABELS[label_id]
            if tag.startswith("B-"):
                if current is not None:
                    entities.append((start, idx, current))
                start, current = idx, tag[2:]
            elif tag.startswith("I-") and current == tag[2:]:
                continue
            else:
                if current is not None:
                    entities.append((start, idx, current))
                start, current = None, None
        offsets = enc["offset_mapping"]
        return [(text[offsets[s][0]:offsets[e - 1][1]], kind) for s, e, kind in entities]
