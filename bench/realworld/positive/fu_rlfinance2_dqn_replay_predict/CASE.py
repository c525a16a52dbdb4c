# source: https://github.com/yhilpisch/rlfinance/issues/2
# symptom: the DQL agent's replay step fails with "RuntimeError: `tf.data.Dataset` only supports Python-style iteration in eager mode or within tf.function" inside model.predict; with eager on, the per-sample predict calls make each episode crawl
# expect: TFM008 dql_agent.py:38
# expect: TFM008 dql_agent.py:39
# note: replay() calls model.predict twice per sampled transition (32 per replay, once per environment step); the episode loop is in learn.py
