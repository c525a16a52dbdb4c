# source: https://github.com/kimbring2/MOBA_RL/issues/5
# symptom: create_host() is called once per actor server in the loop of learner_dota.py and defines the tf.functions inference and agent_inference inside, so every host creates and traces new graphs ("triggered tf.function retracing")
# expect: TFM006 hosts.py:9
# expect: TFM006 hosts.py:14
# note: folder case modelled on the SEED-RL style learner of the report: the loop over gRPC server addresses is in learner_dota.py, the helper in hosts.py (imported with `import hosts`); the agent is created once in learner_dota.py
