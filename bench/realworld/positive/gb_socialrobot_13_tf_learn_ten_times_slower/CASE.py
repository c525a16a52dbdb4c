# source: https://github.com/HorizonRobotics/SocialRobot/pull/13
# symptom: "somehow @tf.function will make it 10 times slower" for the learner step, although the same function on fixed fake data is fast
# expect: TFM001 socialrobot/dqn_agent.py:21
# note: DQN learner ported from PyTorch: _tf_learn is a tf.function without signature fed straight from a prioritized replay buffer whose sampled batch is smaller until the buffer fills and whose n-step/discount arrays change shape, so the learner keeps tracing. The environment loop is in train.py.
