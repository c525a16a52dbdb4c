# source: https://github.com/tensorflow/tensorflow/issues/62821
# note: snippet from the thread's setup: a Python-side numpy_function is mapped with a small literal parallelism (4, within the "start from 4 or 8" guidance for Python functions) and the dataset carries an autotune CPU budget; peak memory stays bounded by a handful of in-flight elements.
def foo(i):
    for _ in range(20_000_000):
        i += 1
    return i


options = tf.data.Options()
options.autotune.cpu_budget = 1

ds = tf.data.Dataset.range(16).with_options(options)
ds = ds.map(lambda item: tf.numpy_function(foo, [item], tf.int64),
            num_parallel_calls=4, deterministic=True)

start = time.perf_counter()
for value in ds:
    print(int(value), f"{time.perf_counter() - start:.1f}s")
