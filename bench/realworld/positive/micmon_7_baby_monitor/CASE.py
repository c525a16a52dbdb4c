# source: https://github.com/blacklight/micmon/issues/7
# symptom: the baby-monitor script's memory grows until it must be restarted; replacing the predict call with a constant stops the growth
# expect: TFM008 babymon/model.py:24
# note: the user's loop calls the library's own predict() wrapper; the Keras predict is inside that wrapper, one call per audio segment
