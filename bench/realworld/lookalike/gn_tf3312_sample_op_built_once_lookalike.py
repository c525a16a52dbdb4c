# source: https://github.com/tensorflow/tensorflow/issues/3312
# note: TF1 Monte-Carlo loop done the way the thread recommends: the random_normal op and the estimator are built once before the session, and the loop only calls sess.run on the existing tensor (fresh samples each run); no op is created inside the loop and the graph is finalized.
import numpy as np
import tensorflow as tf

N_DRAWS = 10000


def build_graph(dim=3):
    mean = tf.placeholder(tf.float32, shape=(dim,), name="mean")
    noise = tf.random_normal(shape=(dim,), mean=0.0, stddev=1.0)
    sample = mean + noise
    energy = tf.reduce_sum(tf.square(sample))
    return mean, sample, energy


def main():
    mean, sample, energy = build_graph()
    center = np.array([0.5, -1.0, 2.0], dtype=np.float32)
    energies = []
    with tf.Session() as sess:
        sess.graph.finalize()
        for _ in range(N_DRAWS):
            _, e = sess.run([sample, energy], feed_dict={mean: center})
            energies.append(e)
    print("E[energy] ~ %.3f (expected %.3f)" % (np.mean(energies), float(np.sum(center ** 2) + 3)))


if __name__ == "__main__":
    main()
