# source: https://github.com/tensorflow/addons/issues/2575
# symptom: "5 out of the last 5 calls to <function SpectralNormalization.normalize_weights> triggered tf.function retracing" while stacking spectrally normalised conv layers in a loop; the maintainer points out that the input shape changes at every layer iteration
# expect: TFM007 20
# note: snippet without imports (tf and np from an earlier notebook cell); the power-iteration step is a bare @tf.function and the layer-stacking loop calls it with kernel and vector tensors whose shapes are built from the loop index (the channel count grows with each layer, and the spatial size shrinks as in the report), so every layer is a new input signature and a new trace
BATCH, SIZE = 32, 320


@tf.function
def power_iteration(kernel, u):
    w = tf.reshape(kernel, [-1, kernel.shape[-1]])
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
