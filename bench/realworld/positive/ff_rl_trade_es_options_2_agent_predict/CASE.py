# source: https://github.com/spawnaga/Tensorflow_reinforcement_learning_trade_-ES_Options/issues/2
# symptom: training the trading agent takes around 8 hours, about 45 s (sometimes over 2 min) per episode of a few thousand steps
# expect: TFM008 agent.py:50
# expect: TFM008 agent.py:57
# expect: TFM008 agent.py:59
# note: folder case, the usual DQN trading layout: main.py runs the episode loop over the environment in trading_env.py and calls agent.act and agent.replay every step; agent.py holds the DQNAgent, whose act predicts on one state and whose replay predicts on the sampled next states and states before a train_on_batch; three predict call sites, each reached once per environment step
