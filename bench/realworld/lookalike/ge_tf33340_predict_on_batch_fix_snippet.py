# source: https://github.com/tensorflow/tensorflow/issues/33340
# note: fix from the same thread: inside the streaming loop the compiled model is called directly (model(x, training=False)) or through predict_on_batch, which skip the per-call predict() setup; predict() itself is only used once, outside any loop, on the whole array
from tensorflow.keras.layers import *

inp = Input(shape=(16,))
h = Dense(64, activation="relu")(inp)
h = Dense(64, activation="relu")(h)
out = Dense(4, activation="softmax")(h)
model = tf.keras.Model(inp, out)
model.compile(optimizer="adam", loss="categorical_crossentropy")


def score_stream(samples):
    scores = []
    for s in samples:
        p = model(s[None, :], training=False)
        scores.append(float(tf.reduce_max(p)))
    return scores


def score_chunks(chunks):
    return [model.predict_on_batch(c).max(axis=1) for c in chunks]


stream = np.random.rand(2000, 16).astype("float32")
print(sum(score_stream(stream)))
print(model.predict(stream, batch_size=256).shape)
