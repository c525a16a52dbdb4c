# source: https://github.com/suragnair/alpha-zero-general/issues/111
# symptom: with the Keras backend the process RAM (not GPU memory) goes up every iteration, even with only the current iteration's training examples kept; the reporter cannot find where the memory goes
# expect: TFM008 othello/keras/NNet.py:24
# note: Coach.learn loops over iterations and self-play episodes; executeEpisode calls MCTS.getActionProb on every move, which runs 25 searches, and every search that reaches a new leaf calls NNetWrapper.predict (othello/keras package, relative imports), which runs model.predict on a single board (chain: learn loop -> executeEpisode loop -> getActionProb loop -> search -> NNetWrapper.predict -> model.predict)
