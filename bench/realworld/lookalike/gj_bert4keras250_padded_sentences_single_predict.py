# source: https://github.com/bojone/bert4keras/issues/250
# note: the workaround for the retracing: sentences of a document are tokenized in a loop, padded to one fixed length and sent through model.predict in a single batched call outside the loop, so there is one predict per document and one input shape
import numpy as np
import tensorflow as tf
from transformers import BertTokenizerFast

from ner.crf import ConditionalRandomField, viterbi_decode

MAX_LEN = 128
LABELS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]

tokenizer = BertTokenizerFast.from_pretrained("export/vocab")
model = tf.keras.models.load_model(
    "export/bert_crf.h5", custom_objects={"ConditionalRandomField": ConditionalRandomField})
trans = model.get_layer("crf").get_weights()[0]


def tag_document(sentences):
    token_ids = np.zeros((len(sentences), MAX_LEN), dtype=np.int32)
    lengths = []
    for i, sentence in enumerate(sentences):
        ids = tokenizer(sentence, truncation=True, max_length=MAX_LEN)["input_ids"]
        token_ids[i, :len(ids)] = ids
        lengths.append(len(ids))
    segment_ids = np.zeros_like(token_ids)
    nodes = model.predict([token_ids, segment_ids], batch_size=32, verbose=0)
    results = []
    for sentence, length, node in zip(sentences, lengths, nodes):
        labels = viterbi_decode(node[:length], trans)
        results.append([(tok, LABELS[l]) for tok, l in zip(tokenizer.tokenize(sentence), labels[1:-1])])
    return results


if __name__ == "__main__":
    import sys
    text = open(sys.argv[1], encoding="utf-8").read()
    sentences = [s for s in text.replace("！", "。").split("。") if s.strip()]
    for tagged in tag_document(sentences):
        print(" ".join(f"{t}/{l}" for t, l in tagged))
