# source: https://github.com/pskrunner14/trading-bot/pull/6
# symptom: with the dueling-DQN agent, training on 15 years of daily prices never finishes and runs out of memory even on a 256 GB machine
# expect: TFM008 agent.py:55
# expect: TFM008 agent.py:67
# expect: TFM008 agent.py:68
# note: act() runs once per trading day from the loop in train.py; the replay method predicts once per sampled
# note: transition. Code written fresh; the project layout (train.py / agent / ops) follows the repository.
