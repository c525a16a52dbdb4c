# source: https://www.ancisoft.com/blog/use-dictionary-in-tf-function-input-signature-in-tensorflow-2-0/
# symptom: a tf.function that takes a dictionary of tensors traces a new graph for every new combination of input shapes, increasing memory use and slowing inference; the post's fix is an input_signature built from a dict of TensorSpecs with None dimensions
# expect: TFM001 25
# note: the post's problem case, written as a small text-classification service: requests arrive as a dict of token ids and attention mask whose length is the length of each text, and the decorated inference function has no input_signature, reduce_retracing or relaxed shapes
import json
import sys

import numpy as np
import tensorflow as tf

VOCAB_SIZE = 20000

inputs = {
    "input_ids": tf.keras.Input(shape=(None,), dtype=tf.int32, name="input_ids"),
    "attention_mask": tf.keras.Input(shape=(None,), dtype=tf.int32, name="attention_mask"),
}
embedded = tf.keras.layers.Embedding(VOCAB_SIZE, 64)(inputs["input_ids"])
mask = tf.cast(inputs["attention_mask"], tf.float32)[..., tf.newaxis]
pooled = tf.reduce_sum(embedded * mask, axis=1) / tf.maximum(tf.reduce_sum(mask, axis=1), 1.0)
outputs = tf.keras.layers.Dense(3, activation="softmax")(tf.keras.layers.Dense(64, activation="relu")(pooled))
classifier = tf.keras.Model(inputs, outputs)
classifier.load_weights("text_classifier.weights.h5")


@tf.function
def serve(features):
    probabilities = classifier(features, training=False)
    return {"label": tf.argmax(probabilities, axis=-1), "score": tf.reduce_max(probabilities, axis=-1)}


def tokenize(text):
    ids = [hash(token) % (VOCAB_SIZE - 1) + 1 for token in text.lower().split()]
    return {
        "input_ids": tf.constant([ids], dtype=tf.int32),
        "attention_mask": tf.constant([np.ones(len(ids), dtype=np.int32)]),
    }


for line in sys.stdin:
    request = json.loads(line)
    result = serve(tokenize(request["text"]))
    print(json.dumps({"id": request["id"], "label": int(result["label"][0]), "score": float(result["score"][0])}))
