# source: https://github.com/tensorflow/addons/issues/2575
# note: snippet without imports (tf from an earlier cell), the correct form of the positive fo_tfa_2575_spectral_norm_power_iteration_shapes_snippet: the power-iteration step declares an input_signature with unknown channel dimensions, so the layer-stacking loop that feeds kernels of a different size at every layer reuses one trace (the maintainer's point in the thread is that the shapes change per layer; a relaxed signature covers exactly that)
BATCH, SIZE = 32, 320


@tf.function(input_signature=[tf.TensorSpec([3, 3, None, None], tf.float32),
                              tf.TensorSpec([1, None], tf.float32)])
def power_iteration(kernel, u):
    w = tf.reshape(kernel, [-1, tf.shape(kernel)[-1]])
    v = tf.math.l2_normalize(tf.matmul(u, w, transpose_b=True))
    u = tf.math.l2_normalize(tf.matmul(v, w))
    sigma = tf.matmul(tf.matmul(v, w), u, transpose_b=True)
    return kernel / sigma, u


x = tf.random.normal((BATCH, SIZE, SIZE, 3))
in_channels = 3
for i in range(10):
    w_sn, u = power_iteration(tf.random.normal((3, 3, in_channels, 64 + 16 * i)),
                              tf.random.normal((1, 64 + 16 * i)))
    x = tf.nn.relu(tf.nn.conv2d(x, w_sn, strides=1, padding="VALID"))
    in_channels = 64 + 16 * i
    print(i, x.shape, float(tf.reduce_max(w_sn)))
