# source: https://github.com/google-research/seed_rl/issues/47
# note: the inference function bound to the batching server has a fixed input_signature ([5] int32 in the thread, a fixed [batch, obs] spec here), so however many actor calls arrive, all go through one concrete function; the actors in actor.py call the server per environment step.
