import numpy as np
import tensorflow as tf

import steps
from text_data import load_corpus, pad_to_longest

EPOCHS = 10
BATCH = 32

sequences, labels = load_corpus("reviews.jsonl")
order = np.argsort([len(s) for s in sequences])

for epoch in range(EPOCHS):
    np.random.shuffle(order)
    losses = []
    for start in range(0, len(order), BATCH):
        idx = order[start:start + BATCH]
        x = tf.constant(pad_to_longest([sequences[i] for i in idx]))
        y = tf.constant(labels[idx], dtype=tf.float32)
        losses.append(float(steps.train_step(x, y)))
    print(f"epoch {epoch}: loss {np.mean(losses):.4f}")
