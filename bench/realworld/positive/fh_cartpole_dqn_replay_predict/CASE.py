# source: https://github.com/zxhwan/liveisafuck/blob/HEAD/agent.py
# symptom: a CartPole DQN agent calls model.predict once per environment step to act and twice per sampled transition in replay; training slows to a crawl and memory creeps up over the episodes
# expect: TFM008 agent.py:31
# expect: TFM008 agent.py:39
# expect: TFM008 agent.py:40
# note: train.py runs the episode/step loops; agent.py holds act() (called every step) and replay(), whose own loop over the minibatch calls predict per transition
