# source: https://github.com/tensorflow/agents/issues/20
# symptom: DQN on BeamRider runs out of memory after ~14000 iterations; the reporter traced it to the average-return computation, not the replay buffer (size 100)
# expect: TFM012 evaluation.py:18
# note: the evaluation helper, called every eval_interval from the training loop, appends each episode's return as an eager tensor to a list that lives for the whole run
