# source: https://github.com/greta-dev/greta/issues/546
# symptom: during sampling in the TF2 branch TensorFlow warns "6 out of the last 6 calls to <function pfor.<locals>.f> triggered tf.function retracing"
# expect: TFM006 34
# note: Python side of a greta-like sampler: the log-density/gradient helper defines a fresh @tf.function for the per-chain work and maps it with vectorized_map every time it is called, and it is called at every leapfrog step of every iteration
import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

tfd = tfp.distributions


class DagModel:
    def __init__(self, x, y):
        self.x = tf.constant(x, tf.float64)
        self.y = tf.constant(y, tf.float64)

    def log_density(self, free_state):
        beta, log_sd = free_state[:-1], free_state[-1]
        mu = tf.linalg.matvec(self.x, beta)
        lik = tfd.Normal(mu, tf.exp(log_sd)).log_prob(self.y)
        prior = tfd.Normal(tf.constant(0.0, tf.float64), 10.0).log_prob(beta)
        return tf.reduce_sum(lik) + tf.reduce_sum(prior)


class HMCSampler:
    def __init__(self, dag, n_chains=4, step_size=0.01, n_leapfrog=20, seed=1):
        self.dag = dag
        self.n_chains = n_chains
        self.step_size = step_size
        self.n_leapfrog = n_leapfrog
        self.rng = np.random.default_rng(seed)

    def log_prob_and_grad(self, states):
        @tf.function
        def per_chain(state):
            with tf.GradientTape() as tape:
                tape.watch(state)
                lp = self.dag.log_density(state)
            return lp, tape.gradient(lp, state)

        return tf.vectorized_map(per_chain, states)

    def leapfrog(self, q, p):
        _, grad = self.log_prob_and_grad(q)
        p = p + 0.5 * self.step_size * grad
        for _ in range(self.n_leapfrog):
            q = q + self.step_size * p
            _, grad = self.log_prob_and_grad(q)
            p = p + self.step_size * grad
        return q, p - 0.5 * self.step_size * grad

    def run(self, init, n_samples=1000):
        q = tf.constant(init, tf.float64)
        draws = []
        for _ in range(n_samples):
            p = tf.constant(self.rng.standard_normal(init.shape), tf.float64)
            lp0, _ = self.log_prob_and_grad(q)
            q_new, p_new = self.leapfrog(q, p)
            lp1, _ = self.log_prob_and_grad(q_new)
            log_accept = lp1 - lp0 - 0.5 * tf.reduce_sum(p_new ** 2 - p ** 2, axis=1)
            accept = tf.math.log(self.rng.random(self.n_chains)) < log_accept
            q = tf.where(accept[:, None], q_new, q)
            draws.append(q.numpy())
        return np.stack(draws)


if __name__ == "__main__":
    x = np.random.randn(200, 3)
    y = x @ np.array([1.0, -2.0, 0.5]) + np.random.randn(200) * 0.3
    sampler = HMCSampler(DagModel(x, y))
    samples = sampler.run(np.zeros((4, 4)))
    print(samples[-200:].mean(axis=(0, 1)))
