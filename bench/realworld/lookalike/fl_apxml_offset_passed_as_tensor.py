# source: https://apxml.com/courses/advanced-tensorflow/chapter-1-tensorflow-execution-graphs/practice-optimizing-tracing
# note: the practice's remedy: the per-step value is wrapped in tf.constant before the call (and the Python branch becomes tf.where), so every call matches the same traced signature and the trace count stays at one
import tensorflow as tf

trace_counter = tf.Variable(0, dtype=tf.int32)


@tf.function
def process_batch(x, extra_offset):
    trace_counter.assign_add(1)
    y = x * 2.0
    y = tf.where(extra_offset > 0.0, y + extra_offset, y)
    return tf.reduce_sum(y)


features = tf.random.uniform((256, 16))
totals = []
for step in range(300):
    offset = tf.constant(0.5 + step * 0.01, dtype=tf.float32)
    totals.append(float(process_batch(features, offset)))
print("traces:", int(trace_counter.numpy()))
