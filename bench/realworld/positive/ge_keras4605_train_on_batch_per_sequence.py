# source: https://github.com/keras-team/keras/issues/4605
# symptom: training on variable-length sequences one sequence at a time (the batch_size=1 option from the thread) is very slow under TF2 and memory keeps growing: each new length is a new input shape for train_on_batch
# expect: TFM007 29
# note: one-hot sequences of length 4-12 are fed without padding, one per train_on_batch call; the array shape is built from len(sentence) inside the loop
import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

with open("sequences.txt") as f:
    mylist = [line.strip() for line in f if line.strip()]

chars = sorted(set("".join(mylist)))
char_indices = {c: i for i, c in enumerate(chars)}

model = keras.Sequential([
    layers.LSTM(128, return_sequences=True, input_shape=(None, len(chars))),
    layers.TimeDistributed(layers.Dense(len(chars), activation="softmax")),
])
model.compile(loss="categorical_crossentropy", optimizer="adam")

for epoch in range(20):
    losses = []
    for sentence in np.random.permutation(mylist):
        x = np.zeros((1, len(sentence) - 1, len(chars)), dtype="float32")
        y = np.zeros((1, len(sentence) - 1, len(chars)), dtype="float32")
        for t in range(len(sentence) - 1):
            x[0, t, char_indices[sentence[t]]] = 1
            y[0, t, char_indices[sentence[t + 1]]] = 1
        losses.append(model.train_on_batch(x, y))
    print(epoch, float(np.mean(losses)))
