# source: https://github.com/xtr33me/Reinforcement_Learning_for_Stock_Prediction/issues/3
# symptom: training is very slow: 1000 episodes over the price history would take about three days, even on a GTX 1080 Ti
# expect: TFM008 agent/agent.py:35
# expect: TFM008 agent/agent.py:43
# expect: TFM008 agent/agent.py:44
# note: folder case: train.py loops over episodes and trading days and calls Agent.act for every day and Agent.expReplay once the memory is full (`from agent.agent import Agent`); act predicts one state, expReplay predicts twice and fits once per remembered transition
