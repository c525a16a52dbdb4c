# source: https://github.com/tensorflow/tensorflow/issues/62788
# symptom: chaining several Dataset.map calls whose function refers to a 2 GB table makes the host allocate one copy of the table per map, until the Colab process is OOM-killed
# expect: TFM015 7
# note: in the report the table is a tensor captured by the mapped function; here the mapped function builds the position table with NumPy, which runs at trace time and embeds the same 128 MB constant into the graph of each of the three chained maps (imports, FEATURE_DIM and raw_ds come from the user's session)

def add_position_features(example):
    table = np.arange(4096 * 8192, dtype=np.float32).reshape(4096, 8192)
    row = tf.gather(table, example["position"] % 4096)
    return {**example, "features": example["features"] + row[:FEATURE_DIM]}


ds = raw_ds
for _ in range(3):
    ds = ds.map(add_position_features)

ds = ds.batch(256).prefetch(2)
for i, batch in enumerate(ds.take(50)):
    if i % 10 == 0:
        print(i, batch["features"].shape)

print("rss after 50 batches: %.1f GB" % (psutil.Process().memory_info().rss / 1e9))
