# source: https://apxml.com/courses/advanced-tensorflow/chapter-1-tensorflow-execution-graphs/practice-optimizing-tracing
# symptom: the tracing counter of a tf.function keeps going up because a plain Python value is passed as an argument; every distinct Python value forces a new trace and a new concrete function
# expect: TFM007 22
# note: pasted notebook cell without imports (tf comes from an earlier cell); the extra-feature offset is a Python float derived from the loop counter, so each step calls the function with a new Python value
trace_counter = tf.Variable(0, dtype=tf.int32)


@tf.function
def process_batch(x, extra_offset=0.0):
    trace_counter.assign_add(1)
    y = x * 2.0
    if extra_offset > 0.0:
        y += extra_offset
    return tf.reduce_sum(y)


features = tf.random.uniform((256, 16))
totals = []
start = time.time()
for step in range(300):
    offset = 0.5 + step * 0.01
    totals.append(float(process_batch(features, extra_offset=offset)))
print(f"traces: {trace_counter.numpy()}  elapsed: {time.time() - start:.2f}s")
