# source: https://github.com/kenoung/2048-python/blob/HEAD/DDQNAgent.py
# symptom: training the 2048 agent crawls; each replay builds its targets with three single-sample predict() calls per transition (target net and online net on the next state, online net on the state) before one batched fit
# expect: TFM008 agents/ddqn.py:15
# expect: TFM008 agents/ddqn.py:16
# expect: TFM008 agents/ddqn.py:17
# note: agents/dqn.py holds the base agent with the network, agents/ddqn.py overrides replay(); play.py runs the game loop and replays after every move once the memory is warm
