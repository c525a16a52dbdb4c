# source: https://github.com/AmpereComputingAI/ampere_model_library/pull/146
# symptom: "Changing input shape causes TF HuggingFace models' graph to be retraced a lot during inference. This results in increased memory usage and decreased average performance."
# expect: TFM001 24
# expect: TFM007 33
# note: the benchmark tokenizes each review without padding and reshapes it to (1, len(ids)); the model is wrapped once with tf.function but without input_signature, so each new length in the loop retraces

import argparse
import time

import numpy as np
import tensorflow as tf
from datasets import load_dataset
from transformers import AutoTokenizer, TFAutoModelForSequenceClassification


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="distilbert-base-uncased-finetuned-sst-2-english")
    parser.add_argument("--num_runs", type=int, default=1000)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    model = TFAutoModelForSequenceClassification.from_pretrained(args.model)
    serve = tf.function(model)
    texts = load_dataset("imdb", split="test")["text"][: args.num_runs]

    correct, latencies = 0, []
    labels = load_dataset("imdb", split="test")["label"][: args.num_runs]
    for i, text in enumerate(texts):
        ids = tokenizer(text, truncation=True, max_length=512)["input_ids"]
        input_ids = np.asarray(ids, dtype=np.int32).reshape(1, len(ids))
        t0 = time.perf_counter()
        logits = serve(input_ids, training=False).logits
        latencies.append(time.perf_counter() - t0)
        correct += int(np.argmax(logits.numpy()[0]) == labels[i])
    print("accuracy %.3f" % (correct / len(texts)))
    print("p50 latency %.1f ms, p99 %.1f ms" % (
        1000 * np.percentile(latencies, 50), 1000 * np.percentile(latencies, 99)))


if __name__ == "__main__":
    main()
