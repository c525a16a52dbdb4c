# source: https://github.com/tensorflow/probability/issues/1138
# note: the sampler function builds its tfp.mcmc kernels (NUTS, TransformedTransitionKernel, step-size adaptation) inside the traced body, as in the thread; these kernels are stateless Python objects that hold no tf.Variables, so a retrace creates no new state. The function is parameterless and also sets experimental_relax_shapes.
import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

tfd = tfp.distributions
tfb = tfp.bijectors
dtype = tf.float32

wait = np.random.default_rng(1).exponential(2.0, size=500).astype("float32")


def model_log_prob(rate, shape):
    prior = tfd.Gamma(2.0, 2.0).log_prob(rate) + tfd.Gamma(2.0, 2.0).log_prob(shape)
    lik = tfd.Weibull(concentration=shape[..., None], scale=1.0 / rate[..., None]).log_prob(wait)
    return prior + tf.reduce_sum(lik, axis=-1)


@tf.function(jit_compile=True, autograph=False, experimental_relax_shapes=True)
def sample():
    initial_states = [tf.random.uniform([4], 0.5, 2.0, dtype) for _ in range(2)]
    step_sizes = [1e-2 * tf.ones_like(s) for s in initial_states]
    kernel = tfp.mcmc.TransformedTransitionKernel(
        tfp.mcmc.NoUTurnSampler(target_log_prob_fn=model_log_prob, step_size=step_sizes),
        bijector=[tfb.Softplus(), tfb.Softplus()])
    kernel = tfp.mcmc.DualAveragingStepSizeAdaptation(
        kernel,
        target_accept_prob=tf.cast(0.8, dtype),
        num_adaptation_steps=800,
        step_size_setter_fn=lambda pkr, new: pkr._replace(
            inner_results=pkr.inner_results._replace(step_size=new)),
        step_size_getter_fn=lambda pkr: pkr.inner_results.step_size,
        log_accept_prob_getter_fn=lambda pkr: pkr.inner_results.log_accept_ratio)
    return tfp.mcmc.sample_chain(num_results=1000, num_burnin_steps=1000,
                                 current_state=initial_states, kernel=kernel, trace_fn=None)


if __name__ == "__main__":
    for chain_run in range(3):
        rate, shape = sample()
        print(chain_run, float(tf.reduce_mean(rate)), float(tf.reduce_mean(shape)))
