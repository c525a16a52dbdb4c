# source: https://github.com/keras-team/keras/issues/9818
# symptom: loss-based sampling of training points makes the program very slow; softmax_cross_entropy_with_logits creates a node in the graph again and again
# expect: TFM010 25
# note: Keras 2 on TF1; the per-example loss is built with a TF op and run in the Keras session for every pool batch of the custom training loop
import numpy as np
import tensorflow as tf
from keras import backend as K
from keras.layers import Dense, Dropout
from keras.models import Sequential
from keras.utils import to_categorical

N_CLASSES = 10
POOL = 4096
BATCH = 128


def build_model(dim):
    model = Sequential([Dense(256, activation="relu", input_shape=(dim,)), Dropout(0.2),
                        Dense(N_CLASSES)])
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    return model


def per_example_loss(y_true, logits):
    xent = tf.nn.softmax_cross_entropy_with_logits(labels=y_true, logits=logits)
    return K.get_session().run(xent)


def sample_hard_examples(model, x_pool, y_pool, k):
    logits = model.predict_on_batch(x_pool)
    losses = per_example_loss(y_pool.astype(np.float32), logits)
    probs = losses / losses.sum()
    return np.random.choice(len(x_pool), size=k, replace=False, p=probs)


def train(x, y, epochs=20):
    y_cat = to_categorical(y, N_CLASSES)
    model = build_model(x.shape[1])
    for epoch in range(epochs):
        order = np.random.permutation(len(x))
        for start in range(0, len(x), POOL):
            idx = order[start:start + POOL]
            chosen = sample_hard_examples(model, x[idx], y_cat[idx], min(BATCH, len(idx)))
            model.train_on_batch(x[idx][chosen], y_cat[idx][chosen])
        print("epoch %d done" % epoch)
    return model


if __name__ == "__main__":
    data = np.load("features.npz")
    train(data["x"], data["y"])
