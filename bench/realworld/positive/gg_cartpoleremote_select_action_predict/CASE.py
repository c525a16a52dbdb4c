# source: https://github.com/hypnosapos/cartpole-rl-remote/blob/HEAD/src/qlearning_agent.py
# symptom: public repository code (no thread); the Q-learning agent calls Keras predict once per environment step and twice per replayed transition, the per-call predict overhead that made such agents crawl (and leak on TF 2.0-2.3)
# expect: TFM008 qlearning_agent.py:27
# expect: TFM008 qlearning_agent.py:39
# expect: TFM008 qlearning_agent.py:40
# note: abstract agent in qlearning_agent.py, Keras model built in cartpole_agent.py, episode loop in runner.py
