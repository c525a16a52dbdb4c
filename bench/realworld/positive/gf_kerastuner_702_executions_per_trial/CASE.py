# source: https://github.com/keras-team/keras-tuner/issues/702
# symptom: GPU OOM during tuner.search with executions_per_trial > 1 although the largest model fits; the search has to be restarted after each crash and resumes at the start of the interrupted trial
# expect: TFM009 tuning/hypermodel.py:9
# note: the custom run_trial (tuner.py) builds a new model through build_model (hypermodel.py) for every execution of every trial and trains it; no session clearing between executions or trials.
