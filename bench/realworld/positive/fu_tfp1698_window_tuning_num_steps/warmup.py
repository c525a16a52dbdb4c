import numpy as np
import tensorflow as tf
import tensorflow_probability as tfp

tfd = tfp.distributions
tfb = tfp.bijectors


def make_target(dim, seed=0):
    rng = np.random.default_rng(seed)
    scales = np.exp(rng.normal(size=dim)).astype(np.float32)
    return tfd.MultivariateNormalDiag(loc=tf.zeros(dim), scale_diag=scales)


TARGET = make_target(25)


@tf.function(autograph=False, jit_compile=True)
def slow_adaptation_interval(state, step_size, num_steps):
    kernel = tfp.mcmc.NoUTurnSampler(TARGET.log_prob, step_size=step_size)
    kernel = tfp.mcmc.DualAveragingStepSizeAdaptation(
        kernel, num_adaptation_steps=num_steps, target_accept_prob=0.8)
    draws, trace = tfp.mcmc.sample_chain(
        num_results=num_steps,
        current_state=state,
        kernel=kernel,
        trace_fn=lambda _, pkr: pkr.new_step_size)
    variance = tf.math.reduce_variance(draws, axis=0)
    return draws[-1], trace[-1], variance


def run_warmup(init_state, first_window=25, n_windows=5, step_size=0.1):
    """Stan-style windowed warmup: windows double in length."""
    state = tf.convert_to_tensor(init_state, dtype=tf.float32)
    step = tf.constant(step_size, tf.float32)
    history = []
    for i in range(n_windows):
        state, step, var_est = slow_adaptation_interval(state, step, first_window * 2 ** i)
        history.append(float(tf.reduce_mean(var_est)))
    return state, step, history
