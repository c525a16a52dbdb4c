# source: https://github.com/MorvanZhou/Reinforcement-learning-with-tensorflow/pull/136
# symptom: the robot-arm DDPG runs extremely slowly after about 2000 episodes because tensors are constructed while training runs
# expect: TFM010 rl/ddpg.py:33
# expect: TFM010 rl/ddpg.py:65
# note: Actor.learn and Critic.learn build the hard target-replacement assign ops inside learn(), which the episode loop in main.py calls every step
