# source: https://www.treeofwords.com/walu/ReadMonad?i=12361
# symptom: "ValueError: GraphDef cannot be larger than 2GB" and steadily slower steps; every numpy batch is embedded in the graph
# expect: TFM010 21
# expect: TFM010 22
# note: notebook cell as pasted; `sess`, `data`, `index_of` and `window` come from earlier cells (TF 1.x graph mode)

box_len = 100
length = 1000
results = []

def gaussian(center, values):
    return tf.exp(tf.divide(tf.square(center - values), -0.02))

for step in range(data.shape[0] // length):
    chunk = data[step * length:(step + 1) * length].astype(np.float32)
    if chunk.shape[0] < length:
        break
    # histogram-like soft binning of one chunk
    centers = np.arange(box_len, dtype=np.float32).reshape(-1, 1)
    values = chunk.reshape(1, -1)
    values_t = tf.constant(values)
    soft_bins = tf.reduce_sum(gaussian(centers, values_t), axis=1)
    hist = sess.run(soft_bins)
    results.append(hist / hist.sum())
    if step % 50 == 0:
        print(step, len(sess.graph.get_operations()))

np.save("soft_hist.npy", np.stack(results))
