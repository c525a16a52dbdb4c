# source: https://openillumi.com/?p=81509
# symptom: a user timing inference on a trained Keras model finds model.predict() on small batches (about 10 samples) hundreds of times slower than the same forward pass written by hand in NumPy from model.get_weights()
# expect: TFM008 24
# note: snippet as posted, without imports (tf, np and time are assumed to be imported earlier); the benchmark loop calls predict once per small slice
model = tf.keras.Sequential([
    tf.keras.layers.Dense(64, activation="relu", input_shape=(20,)),
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(1),
])
model.compile(optimizer="adam", loss="mse")
model.fit(X_train, y_train, epochs=5, batch_size=32, verbose=0)

W = model.get_weights()


def numpy_forward(x):
    h = np.maximum(x @ W[0] + W[1], 0)
    h = np.maximum(h @ W[2] + W[3], 0)
    return h @ W[4] + W[5]


start = time.time()
for i in range(0, 1000, 10):
    preds = model.predict(X_test[i:i + 10])
keras_time = time.time() - start

start = time.time()
for i in range(0, 1000, 10):
    preds_np = numpy_forward(X_test[i:i + 10])
numpy_time = time.time() - start

print("keras predict: %.3fs, numpy: %.3fs, ratio %.0fx" % (keras_time, numpy_time, keras_time / numpy_time))
