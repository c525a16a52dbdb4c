# source: https://www.tensorflow.org/api_docs/python/tf/keras/backend/clear_session
# symptom: none; the API page's own example: "With clear_session() called at the beginning, Keras starts with a blank state at each iteration and memory consumption is constant over time"
# note: look-alike: models are built in a loop (a sweep over depth here) and the loop body starts with tf.keras.backend.clear_session(); the models are only built and summarized, not trained
import tensorflow as tf

param_counts = {}
for depth in range(1, 101):
    tf.keras.backend.clear_session()
    model = tf.keras.Sequential([tf.keras.Input(shape=(32,))] + [tf.keras.layers.Dense(10) for _ in range(depth)])
    param_counts[depth] = model.count_params()
print(param_counts[1], param_counts[100])
