# source: https://github.com/nuno-faria/tetris-ai/pull/10
# symptom: code from the repository touched by the PR (the thread itself is about model.predict/fit attribute errors); for every falling piece the agent runs one Keras predict per candidate placement, dozens of full predict loops per move, so episodes slow to a crawl on TF 2.x
# expect: TFM008 dqn_agent.py:34
# expect: TFM008 dqn_agent.py:52
# note: run.py drives the game; best_state() scores each reachable board with predict_value(), train() predicts the next-state values once per episode
