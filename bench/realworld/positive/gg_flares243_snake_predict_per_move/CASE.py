# source: https://github.com/Flares243/snake_game/blob/HEAD/snake_wrapper.py
# symptom: public repository code (no thread); every snake move runs three full Keras predict loops plus a one-sample fit, so each round is slow and, on the TF 2.x versions of the time, RSS grew with every predict call
# expect: TFM008 snake_agent.py:35
# expect: TFM008 snake_agent.py:42
# expect: TFM008 snake_agent.py:44
# note: the game loop in snake_wrapper.py calls agent.act and agent.update_model once per move
