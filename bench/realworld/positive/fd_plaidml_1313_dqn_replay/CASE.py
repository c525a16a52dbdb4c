# source: https://github.com/plaidml/plaidml/issues/1313
# symptom: RAM grows at every iteration when model.predict, model.fit or train_on_batch is called in a loop, as in deep Q-learning, until the process runs out of memory and the machine goes down
# expect: TFM008 dqn/agent.py:35
# expect: TFM008 dqn/agent.py:47
# expect: TFM008 dqn/agent.py:49
# note: folder case: play.py runs the episode loop and calls DQNAgent.act once per environment step and DQNAgent.replay after every step; both methods in dqn/agent.py (package with a relative import of the replay memory) call model.predict on single states, replay once per sampled transition
