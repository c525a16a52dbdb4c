# source: https://github.com/keon/deep-q-learning/issues/25
# symptom: inference with the trained agent is slow: act() calls model.predict on a single [1, state_size] state at every environment step
# expect: TFM008 agent.py:36
# expect: TFM008 agent.py:44
# expect: TFM008 agent.py:45
# note: run.py calls agent.act once per environment step and agent.replay every step while training; replay calls predict per sampled transition inside its own loop. The maintainer's answer in the thread (set epsilon=0 and call act) is exactly the per-step predict path.
