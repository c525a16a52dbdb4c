import numpy as np
from tensorflow import keras
from tensorflow.keras import layers

from attn.buckets import make_bucketed_batches

N_FEATURES = 10

inputs = keras.Input(shape=(None, N_FEATURES))
h = layers.LSTM(64, return_sequences=True)(inputs)
scores = layers.Dense(1, activation="tanh")(h)
weights = layers.Softmax(axis=1)(scores)
context = layers.Dot(axes=1)([weights, h])
outputs = layers.Dense(1, activation="sigmoid")(layers.Flatten()(context))
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="binary_crossentropy")

sequences = np.load("seqs.npy", allow_pickle=True)
targets = np.load("targets.npy")
batches = make_bucketed_batches(sequences, targets, batch_size=32, n_features=N_FEATURES)

for epoch in range(30):
    epoch_loss = [model.train_on_batch(x, y) for x, y in batches]
    print(epoch, float(np.mean(epoch_loss)))
