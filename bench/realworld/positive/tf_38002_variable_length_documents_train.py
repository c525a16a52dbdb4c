# source: https://github.com/tensorflow/tensorflow/issues/38002
# symptom: "5 out of the last 5 calls to <function train> triggered tf.function retracing" when one-document batches of 100 to 8000 tokens go through the training step
# expect: TFM001 33
# note: token classification with variable-length inputs (Input(shape=(None, input_dims))); the train step is a plain @tf.function
import json

import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Conv1D, Input
from tensorflow.keras.models import Model

input_dims = 300
out_varnames = ["entity", "section", "negation"]

inp = Input(shape=(None, input_dims))
lay = Conv1D(filters=100, kernel_size=5, padding="same", activation="relu")(inp)
outlayers = [Conv1D(filters=3, kernel_size=5, activation="softmax", padding="same", name=n)(lay) for n in out_varnames]
model = Model(inp, outlayers)

loss_object = tf.keras.losses.SparseCategoricalCrossentropy()
optimizer = tf.keras.optimizers.Adam(1e-3)


def load_documents(path):
    with open(path) as fh:
        for line in fh:
            doc = json.loads(line)
            x = np.asarray(doc["embeddings"], dtype="float32")[None]
            y = [np.asarray(doc[name], dtype="int32")[None] for name in out_varnames]
            yield x, y


@tf.function
def train(x, y):
    with tf.GradientTape() as g:
        pred = model(x)
        loss = tf.add_n([loss_object(t, p) for t, p in zip(y, pred)])
    gradients = g.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(gradients, model.trainable_variables))
    return loss


for epoch in range(10):
    losses = [float(train(x, y)) for x, y in load_documents("train.jsonl")]
    print(epoch, np.mean(losses))
