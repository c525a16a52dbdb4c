# source: https://stackoverflow.com/questions/58378374/why-does-keras-model-predict-slower-after-compile/58385156
# note: the accepted answer's update: for small batch sizes the best practice is to feed inputs to the model directly, preds = model(x), instead of model.predict; here a compiled and trained model scores a stream of single samples with model(x, training=False) inside the loop, and uses predict once for the bulk backfill
import time

import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Input((256,)),
    tf.keras.layers.Dense(384, activation="elu"),
    tf.keras.layers.Dense(384, activation="elu"),
    tf.keras.layers.Dense(256, activation="elu"),
    tf.keras.layers.Dense(32, activation="tanh"),
])
model.compile(optimizer="adam", loss="mse")
model.fit(np.random.rand(4096, 256), np.random.rand(4096, 32) * 2 - 1, epochs=2, verbose=0)

backfill = model.predict(np.random.rand(10000, 256), batch_size=1024, verbose=0)
print("backfilled", backfill.shape)

latencies = []
for i in range(2000):
    x = np.random.rand(1, 256).astype("float32")
    t0 = time.perf_counter()
    y = model(x, training=False).numpy()
    latencies.append(time.perf_counter() - t0)
    if y[0, 0] > 0.99:
        print(f"sample {i}: saturated output")

print(f"median single-sample latency: {1000 * np.median(latencies):.2f} ms")
