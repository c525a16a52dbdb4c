# source: https://github.com/theislab/scCODA/issues/13
# symptom: "5 out of the last 5 calls to <function CompositionalModel.sampling.<locals>.sample_mcmc> triggered tf.function retracing" when running several chains
# expect: TFM006 15
# note: sampling() wraps the MCMC chain in a tf.function defined inside the method; every sample_hmc() call (one per chain in the analysis loop) creates and traces it again
import tensorflow as tf
import tensorflow_probability as tfp


class CompositionalModel:
    def __init__(self, target_log_prob_fn, init_params):
        self.target_log_prob_fn = target_log_prob_fn
        self.init_params = init_params

    def sampling(self, num_results, num_burnin, kernel, init_state, trace_fn):
        @tf.function
        def sample_mcmc(num_results_, num_burnin_, kernel_, current_state_, trace_fn_):
            return tfp.mcmc.sample_chain(num_results=num_results_, num_burnin_steps=num_burnin_,
                                         kernel=kernel_, current_state=current_state_, trace_fn=trace_fn_)
        return sample_mcmc(num_results, num_burnin, kernel, init_state, trace_fn)

    def sample_hmc(self, num_results=20000, num_burnin=5000, step_size=0.01, num_leapfrog_steps=10):
        hmc = tfp.mcmc.HamiltonianMonteCarlo(target_log_prob_fn=self.target_log_prob_fn,
                                             step_size=step_size, num_leapfrog_steps=num_leapfrog_steps)
        kernel = tfp.mcmc.SimpleStepSizeAdaptation(inner_kernel=hmc, num_adaptation_steps=int(0.8 * num_burnin),
                                                   target_accept_prob=0.75)
        states, results = self.sampling(num_results, num_burnin, kernel, self.init_params,
                                        trace_fn=lambda _, pkr: pkr.inner_results.is_accepted)
        return states, tf.reduce_mean(tf.cast(results, tf.float32))


def run_chains(model, n_chains=8):
    chains = []
    for seed in range(n_chains):
        tf.random.set_seed(seed)
        chains.append(model.sample_hmc(num_results=20000, num_burnin=5000))
    return chains
