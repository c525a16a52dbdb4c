# source: https://github.com/dmackenz/Keras-Neuro-Evolution-Trading-Bot-Skeleton/pull/1
# symptom: the neuro-evolution trading bot keeps stale memory from earlier generations; the PR "fixed stale memory" by saving the selected models' configs and weights, clearing the Keras session and rebuilding the next generation from them
# expect: TFM009 utils/agent.py:17
# expect: TFM008 utils/agent.py:24
# note: the case keeps the code before the fix: evolution.py loops over generations calling Population.evolve; generate_next_generation (utils/population.py) creates a new Agent per population slot, and Agent.__init__ (utils/agent.py, relative imports) clones the parent's Keras model with clone_model + set_weights, so 50 new models per generation with no clear_session(); evolve also calls each agent's batch_act, a model.predict per agent per generation
