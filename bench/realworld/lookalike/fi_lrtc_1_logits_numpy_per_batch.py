# source: https://github.com/IBM/low-resource-text-classification-framework/pull/1
# note: the evaluation loop after the fix's idea: each batch's logits and CLS embedding are copied to host NumPy arrays right away, so no per-batch GPU tensors are kept alive in the lists
import numpy as np
import tensorflow as tf
from scipy.special import softmax
from transformers import BertTokenizer, TFBertForSequenceClassification


def infer(model_dir, texts, batch_size=10, max_length=100):
    tokenizer = BertTokenizer.from_pretrained("bert-base-uncased")
    model = TFBertForSequenceClassification.from_pretrained(model_dir, output_hidden_states=True)
    enc = tokenizer(texts, max_length=max_length, padding="max_length", truncation=True, return_tensors="np")
    dataset = tf.data.Dataset.from_tensor_slices(dict(enc)).batch(batch_size)
    logits_list, embedding_list = [], []
    for inp in dataset:
        output = model(inp, training=False)
        logits_list.append(output.logits.numpy())
        embedding_list.append(output.hidden_states[-1][:, 0, :].numpy())
    logits = np.concatenate(logits_list, axis=0)
    predictions = softmax(logits, axis=1)
    labels = predictions.argmax(axis=1)
    return labels, predictions[np.arange(len(labels)), labels], np.concatenate(embedding_list, axis=0)


if __name__ == "__main__":
    lines = [line.strip() for line in open("data/unlabeled.txt")]
    labels, scores, _ = infer("output/models/transformers/latest", lines)
    print(scores[:10])
