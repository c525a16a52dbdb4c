# source: https://github.com/tensorflow/tensorflow/issues/39864
# symptom: a function that creates Variables cannot be run multiple times for benchmarking once decorated with tf.function: ValueError, tf.function-decorated function tried to create variables on non-first call
# expect: TFM002 8
# expect: TFM002 9
# note: benchmark sweep pasted without imports (tf, time come from the notebook): each new batch/units combination retraces dense_block, whose body creates its weights
@tf.function
def dense_block(x, units):
    w = tf.Variable(tf.random.normal([x.shape[-1], units], stddev=0.05))
    b = tf.Variable(tf.zeros([units]))
    return tf.nn.relu(tf.matmul(x, w) + b)


results = {}
for batch in (32, 64, 128, 256):
    for units in (128, 512, 2048):
        x = tf.random.normal([batch, 784])
        dense_block(x, units)
        t0 = time.perf_counter()
        for _ in range(20):
            dense_block(x, units)
        results[(batch, units)] = (time.perf_counter() - t0) / 20
        print("batch=%d units=%d  %.3f ms" % (batch, units, 1e3 * results[(batch, units)]))
