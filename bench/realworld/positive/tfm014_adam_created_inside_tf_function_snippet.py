# source: https://github.com/tensorflow/tensorflow/issues/42183
# symptom: ValueError: tf.function-decorated function tried to create variables on non-first call
# expect: TFM014 14
# note: snippet as pasted in the issue, without its import line; a new Adam optimizer (with its own slot and iteration variables) is constructed inside the tf.function that runs every step
weights = tf.Variable([1.0, 2.0, 3.0], name="weights")


def neg_log_likelihood():
    return -tf.reduce_mean(tf.reduce_sum(tf.math.log(weights), axis=0))


@tf.function
def fit_step():
    tf.keras.optimizers.Adam(0.5).minimize(neg_log_likelihood, var_list=[weights])


for _ in range(200):
    fit_step()
print(weights.numpy())
