# source: https://github.com/tensorflow/tensorflow/issues/10147
# symptom: custom grid-search wrapper for a seq2seq model that trains and decodes once per grid point
# note: correct: single_round_model_eval calls tf.reset_default_graph() before building the training graph and again before the decoding graph, so each grid point starts from an empty graph and nothing built in earlier rounds is kept
