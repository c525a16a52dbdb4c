# source: https://github.com/tensorflow/tensorflow/issues/38561
# symptom: none: one relaxed trace serves every input length
# note: the workaround suggested in the thread for looping over variable-length inputs by hand: call the model through a tf.function with experimental_relax_shapes=True instead of model.predict
import tensorflow as tf

inputs = tf.keras.Input(shape=(None, 16))
x = tf.keras.layers.LSTM(32, return_sequences=True)(inputs)
model = tf.keras.Model(inputs, tf.keras.layers.Dense(1)(x))


@tf.function(experimental_relax_shapes=True)
def predict(t):
    return model(t, training=False)


predict_tensors = [tf.random.normal([1, n, 16]) for n in range(10, 200, 10)]
outputs = [predict(t) for t in predict_tensors]
