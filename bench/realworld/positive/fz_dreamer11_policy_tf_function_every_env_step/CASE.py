# source: https://github.com/google-research/dreamer/issues/11
# symptom: RAM grows steadily while the agent's policy is called over and over in the environment loop
# expect: TFM001 dreamer_lite/agent.py:39
# note: run.py steps the environment and calls Dreamer.__call__ every step, which calls the tf.function policy(obs, state, training) defined without input_signature; state starts as None and training is a Python bool, so new traces are created.
