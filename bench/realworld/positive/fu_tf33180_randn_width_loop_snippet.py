# source: https://github.com/tensorflow/tensorflow/issues/33180
# symptom: "triggered tf.function retracing" warning; _get_tracing_count() goes up by one for every new input width
# expect: TFM001 7
# expect: TFM007 17
# note: pasted as in the issue thread, without imports (np and tf come from the user's session); the width of the random batch is the loop index, so each iteration hands the tf.function a new shape

@tf.function
def f(a):
    tf.print(a.shape)
    return tf.reduce_sum(a * a, axis=-1)


# column pruning experiment: drop one feature per round and re-score
counts = []
for width in range(64, 0, -1):
    batch = tf.convert_to_tensor(np.random.randn(4, width).astype(np.float32))
    scores = f(batch)
    counts.append(f._get_tracing_count())
    if width % 8 == 0:
        print(width, scores.numpy().round(3), counts[-1])

print(f._list_all_concrete_functions_for_serialization())
print(f._get_tracing_count())
