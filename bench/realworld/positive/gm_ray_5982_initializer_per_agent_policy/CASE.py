# source: https://github.com/ray-project/ray/issues/5982
# symptom: time to initialize a policy grows linearly with the number of agents
# expect: TFM010 policy.py:22
# note: every policy constructor creates a new global_variables_initializer op (covering all variables created so far) and runs it; the trainer constructs one policy per agent in a loop
