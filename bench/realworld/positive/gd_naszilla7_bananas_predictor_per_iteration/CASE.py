# source: https://github.com/naszilla/naszilla/issues/7
# symptom: the BANANAS search consumes all system memory: every search iteration trains an ensemble of fresh meta neural network predictors and the old graphs are never released (fixed by adding reset_default_graph/clear_session inside the loop)
# expect: TFM009 meta_neural_net.py:14
# note: nas_algorithms.py runs the search loop and builds num_ensemble predictors per iteration; the Keras Model is constructed in MetaNeuralnet.get_dense_model, reached through fit() on every ensemble member
