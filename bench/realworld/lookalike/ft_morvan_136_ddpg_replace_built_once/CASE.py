# source: https://github.com/MorvanZhou/Reinforcement-learning-with-tensorflow/pull/136
# symptom: the fix for the robot-arm DDPG slowing down after about 2000 episodes
# note: fixed version from the PR: the target-replacement assign ops are built once in __init__ (self.replace) and learn() only runs them, so the graph stops growing
