# source: https://github.com/tensorflow/probability/issues/367
# symptom: session (graph) mode is about 300 times slower than eager: 300 calls of run() take close to a minute and get slower as the graph grows
# expect: TFM010 11
# note: as pasted in the thread: tf, tfd and the global session come from the rest of the script; each call of run() builds new constant and distribution ops into the default graph, then runs them; the loop at the bottom calls it 300 times

def run(mean, std, sample_size, ex):
    if ex == EAGER:
        tf.enable_eager_execution()
        dist = tfd.TruncatedNormal(loc=mean, scale=std, low=0.0, high=1.0)
        return dist.sample(sample_size).numpy()
    loc = tf.constant(mean, dtype=tf.float32)
    scale = tf.constant(std, dtype=tf.float32)
    dist = tfd.TruncatedNormal(loc=loc, scale=scale, low=0.0, high=1.0)
    samples = dist.sample(sample_size)
    return session.run(samples)


results = []
for i in tqdm(range(n_runs)):
    results.append(run(means[i], stds[i], sample_size, mode))
