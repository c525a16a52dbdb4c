# source: https://github.com/keras-team/keras/issues/13671
# symptom: (near-miss) calling model.predict inside a tf.function fails because predict returns NumPy arrays
# note: the thread's fix: inside the compiled function the model is called directly, model(x, training=False); the function has a fixed input_signature so batches of any size reuse one trace, and it is defined once at module level, outside the loop. Snippet style from the thread: `from keras import *`-like brevity, tf/np assumed imported.
model = tf.keras.Sequential([
    tf.keras.layers.Input(shape=(16,)),
    tf.keras.layers.Dense(32, activation="relu"),
    tf.keras.layers.Dense(4),
])


@tf.function(input_signature=[tf.TensorSpec(shape=(None, 16), dtype=tf.float32)])
def scores(x):
    logits = model(x, training=False)
    return tf.nn.softmax(logits)


for size in (1, 7, 32, 100):
    batch = np.random.random((size, 16)).astype("float32")
    print(size, scores(batch).shape)
