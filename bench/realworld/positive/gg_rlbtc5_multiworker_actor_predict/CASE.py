# source: https://github.com/pythonlessons/RL-Bitcoin-trading-bot/issues/5
# symptom: memory keeps growing during multi-worker training and the run dies near episode 2000 with "unable to alloc" on a 32 GB machine
# expect: TFM008 models.py:31
# expect: TFM008 models.py:46
# note: Actor/Critic wrapper classes call keras predict; the agent calls them once per environment step for every worker and once per episode in replay
