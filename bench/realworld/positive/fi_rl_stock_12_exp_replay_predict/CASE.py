# source: https://github.com/llSourcell/Reinforcement_Learning_for_Stock_Prediction/issues/12
# symptom: training is very slow; the thread finds the bottleneck is not the replay deque but the per-sample fit/predict calls, made once per replayed transition at every time step
# expect: TFM008 agent/agent.py:35
# expect: TFM008 agent/agent.py:43
# expect: TFM008 agent/agent.py:44
# note: train.py runs the day loop; Agent.act predicts one state per step and Agent.expReplay calls predict twice per transition of the mini-batch, every step once memory exceeds the batch size
