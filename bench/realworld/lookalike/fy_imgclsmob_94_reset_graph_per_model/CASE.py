# source: https://github.com/osmr/imgclsmob/issues/94
# note: the model-zoo self test builds each network's ops, runs them in a session and then calls tf.reset_default_graph() at the end of the iteration, so the default graph never accumulates the previous model's nodes
