# source: https://github.com/dennybritz/reinforcement-learning/pull/99
# note: the fix merged in that PR: ModelParametersCopier builds the assign ops once in __init__ (outside the training loop) and make() only runs them with sess.run every update_target_every steps, so the graph stops growing
