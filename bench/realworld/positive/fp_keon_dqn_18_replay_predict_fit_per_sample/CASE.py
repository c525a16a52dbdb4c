# source: https://github.com/keon/deep-q-learning/issues/18
# symptom: replay is slow: one model.fit (and two predicts) per sample of the minibatch, 32 fits per replay step; training the whole minibatch at once gives a significant speed-up
# expect: TFM008 dqn/agent.py:36
# expect: TFM008 dqn/agent.py:44
# expect: TFM008 dqn/agent.py:45
# note: cartpole.py's step loop calls agent.act (predict on one state) and agent.replay on every environment step; replay loops over the 32 samples of the minibatch and runs two single-sample predicts and a single-sample fit for each (the agent class comes in through the dqn package's relative import)
