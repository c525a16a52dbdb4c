# source: https://github.com/suragnair/alpha-zero-general/pull/2
# source: https://github.com/suragnair/alpha-zero-general/issues/188
# symptom: self-play with the Keras network is very slow: every MCTS simulation that reaches a leaf asks the network for one board, so a move with numMCTSSims=50 costs up to 50 single-board predict calls ("MCTS(50) can take a very long time")
# expect: TFM008 othello/keras/NNet.py:20
# note: folder case, three calls deep: Coach.learn loops over iterations and episodes, executeEpisode loops over moves and calls MCTS.getActionProb, which loops over simulations and calls the recursive MCTS.search, which calls NNetWrapper.predict (othello/keras/NNet.py), which calls Keras predict on a one-board batch; the model is built in othello/keras/OthelloNNet.py
