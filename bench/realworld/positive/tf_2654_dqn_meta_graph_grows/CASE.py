# source: https://github.com/tensorflow/tensorflow/issues/2654
# symptom: in a deep Q-learning run the checkpoint stays 9.7 MB but the .meta file grows from 25 MB to 1.5 GB over 3M timesteps; a maintainer points out that new ops are being added to the graph at each step
# expect: TFM010 q_learning/agent.py:32
# note: folder case: train.py's step loop calls DQNAgent.train_step (q_learning/agent.py), which builds the target, loss and a new minimize op on every call and runs them in the same call; every checkpoint then writes the grown graph
