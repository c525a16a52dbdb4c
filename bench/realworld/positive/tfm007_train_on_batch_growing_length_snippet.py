# source: https://github.com/tensorflow/tensorflow/issues/38742
# symptom: every call of train_on_batch with a new sequence length traces the Keras train function again ("triggered tf.function retracing"), making train_on_batch unusable for dynamic-length input
# expect: TFM007 12
# note: pasted without imports (tf and np are the usual TensorFlow and NumPy); the batch's shape is built from the loop counter
signal = tf.keras.Input(shape=(None,), name="signal")
pooled = tf.keras.layers.Lambda(lambda t: tf.reduce_mean(t, axis=1, keepdims=True))(signal)
regressor = tf.keras.Model(signal, tf.keras.layers.Dense(1)(pooled))
regressor.compile(optimizer="adam", loss="mse")

for length in range(16, 4096, 16):
    batch = np.random.randn(1, length).astype("float32")
    regressor.train_on_batch(batch, np.array([[batch.std()]]))
