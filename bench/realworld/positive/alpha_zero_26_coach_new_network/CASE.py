# source: https://github.com/suragnair/alpha-zero-general/issues/26
# symptom: Othello (Keras) training runs out of GPU memory after 34 iterations; the traceback ends in the network built for each new iteration
# expect: TFM009 othello/othello_nnet.py:16
# note: Coach.learn makes a new wrapper per iteration (self.nnet.__class__(game)); the wrapper's constructor builds the Keras Model in another module
