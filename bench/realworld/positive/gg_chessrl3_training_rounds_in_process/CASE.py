# source: https://github.com/AIRLegend/ChessRL/pull/3
# symptom: not all memory was freed after each training iteration, so long self-play/training runs exhausted RAM
# expect: TFM009 model.py:14
# expect: TFM009 model.py:28
# note: pre-fix shape of the training script: every round rebuilds the policy network and reloads the newest .h5 in the same process, then trains it
