# source: https://github.com/tensorflow/tensorflow/issues/60599
# symptom: a full shuffle of 50,000,000 int64 ids takes about 10 GB of RAM before the first element comes out
# expect: TFM011 7
# note: pasted without imports (tf, np and psutil are bound earlier in the notebook); buffer size = dataset size
num_rows = 50_000_000
row_ids = tf.data.Dataset.from_tensor_slices(np.arange(num_rows, dtype=np.int64))
shuffled = row_ids.shuffle(num_rows)
first_id = next(iter(shuffled))
print(first_id)
print("rss after the first element: %.1f GiB" % (psutil.Process().memory_info().rss / 2 ** 30))
