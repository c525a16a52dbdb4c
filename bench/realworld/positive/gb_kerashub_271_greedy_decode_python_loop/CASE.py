# source: https://github.com/keras-team/keras-hub/pull/271
# symptom: text generation gets slower with every generated token and memory grows; one trace per prompt length because the decode loop runs in Python around a traced next-token function
# expect: TFM001 textgen/model_fns.py:9
# note: the situation the PR addresses: greedy search is a Python while-loop that appends one token per step and calls the user's token_probability_fn, here decorated with a bare @tf.function for speed, so every step sees a prompt one column longer. The loop is in generate.py, the traced function in model_fns.py.
