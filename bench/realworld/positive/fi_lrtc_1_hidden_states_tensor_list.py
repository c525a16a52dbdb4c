# source: https://github.com/IBM/low-resource-text-classification-framework/pull/1
# symptom: ResourceExhaustedError (GPU OOM) during evaluation on larger datasets even with a small batch size and model; keeping a list of the model-call outputs used memory unnecessarily
# expect: TFM012 31
# expect: TFM012 32
# note: inference over all batches keeps every batch's logits and all-layer hidden states as GPU tensors in Python lists until the final tf.concat
import numpy as np
import tensorflow as tf
from scipy.special import softmax
from transformers import BertTokenizer, TFBertForSequenceClassification


class TrainAndInferHF:
    def __init__(self, model_dir, infer_batch_size=10, max_length=100):
        self.model_dir = model_dir
        self.infer_batch_size = infer_batch_size
        self.max_length = max_length
        self.tokenizer = BertTokenizer.from_pretrained("bert-base-uncased")

    def process_inputs(self, texts):
        enc = self.tokenizer(texts, max_length=self.max_length, padding="max_length", truncation=True,
                             return_tensors="np")
        return tf.data.Dataset.from_tensor_slices(dict(enc))

    def infer(self, items_to_infer):
        texts = [x["text"] for x in items_to_infer]
        model = TFBertForSequenceClassification.from_pretrained(self.model_dir, output_hidden_states=True)
        dataset = self.process_inputs(texts).batch(self.infer_batch_size)
        outputs = {"hidden_states": [], "logits": []}
        for inp in dataset:
            output = model(inp, training=False)
            outputs["logits"].append(output.logits)
            outputs["hidden_states"].append(output.hidden_states[-1])
        logits = tf.concat(outputs["logits"], axis=0)
        embeddings = tf.concat(outputs["hidden_states"], axis=0)[:, 0, :]
        labels = [int(np.argmax(logit)) for logit in logits]
        predictions = softmax(logits.numpy(), axis=1)
        scores = [float(p[label]) for label, p in zip(labels, predictions)]
        return {"labels": labels, "scores": scores, "embeddings": embeddings.numpy().tolist()}


if __name__ == "__main__":
    service = TrainAndInferHF("output/models/transformers/latest")
    unlabeled = [{"text": line.strip()} for line in open("data/unlabeled.txt")]
    print(service.infer(unlabeled)["scores"][:10])
