# source: https://github.com/tensorflow/tensorflow/pull/41221
# symptom: a benchmark meant to measure tracing cost: the first version only traced 1,000 times and then hit the cache; the reviewer's suggested body wraps the function in a new tf.function on every iteration, which is guaranteed to retrace every time
# expect: TFM006 14
# expect: TFM001 14
# note: snippet without imports (tf, np and time are never bound, as in a benchmark excerpt); the timing helper builds a fresh tf.function around the same Python function for every iteration of its loop
def func(x):
    return x * 2 + 1


def benchmark_function_trace(iters=1000):
    value = tf.constant(np.arange(10, dtype=np.float32))
    start = time.time()
    for _ in range(iters):
        tf.function(func)(value)
    return (time.time() - start) / iters


print("seconds per traced call:", benchmark_function_trace())
