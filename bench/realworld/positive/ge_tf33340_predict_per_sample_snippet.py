# source: https://github.com/tensorflow/tensorflow/issues/33340
# symptom: prediction on single samples becomes very slow after model.compile(); each predict() call costs tens of milliseconds in a streaming loop
# expect: TFM008 18
# note: snippet as posted: star import of the layers, tf and np come from the surrounding notebook; a compiled functional model is scored one sample at a time
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
        p = model.predict(s[None, :], verbose=0)
        scores.append(float(p[0].max()))
    return scores


stream = np.random.rand(2000, 16).astype("float32")
print(sum(score_stream(stream)))
