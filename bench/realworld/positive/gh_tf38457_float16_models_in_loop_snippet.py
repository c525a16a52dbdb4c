# source: https://github.com/tensorflow/tensorflow/issues/38457
# symptom: a float16 model is rebuilt, compiled and fit thousands of times in one process; every iteration is slower, memory keeps rising, and the loss turns NaN after a few hundred iterations
# expect: TFM009 17
# note: pasted the way the thread shows it, with a star import of the Keras layers and no tensorflow/numpy import lines; each trial builds a fresh float16 Sequential model and never clears the Keras session.
from tensorflow.keras.layers import *

xor_x = np.array([[0, 0], [0, 1], [1, 0], [1, 1]], dtype="float16")
xor_y = np.array([[0], [1], [1], [0]], dtype="float16")

bce = tf.keras.losses.BinaryCrossentropy()
nan_trials = []

for trial in range(2000):
    if trial % 100 == 0:
        print(f"trial {trial}, NaN so far: {len(nan_trials)}")

    net = tf.keras.Sequential([
        Dense(units=4, activation="tanh", dtype="float16"),
        Dense(units=1, activation="tanh", dtype="float16"),
    ])
    net.compile(optimizer="sgd", loss=bce)
    net.fit(x=xor_x, y=xor_y, epochs=1, batch_size=1, verbose=0)

    value = float(bce(xor_y, net(xor_x)))
    if math.isnan(value):
        nan_trials.append(trial)
        print("NaN loss in trial", trial)
        break

print("trials that produced NaN:", nan_trials)
