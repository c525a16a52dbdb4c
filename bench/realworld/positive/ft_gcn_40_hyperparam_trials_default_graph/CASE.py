# source: https://github.com/tkipf/gcn/issues/40
# symptom: putting the GCN model construction in a loop over random hyperparameters fails after some trials (layer names already at graph_convolution_22): every trial keeps adding to the same default graph
# expect: TFM010 random_search.py:28
# expect: TFM010 random_search.py:35
# note: the random-search script rebuilds placeholders, the model and the initializer op for every trial without resetting the graph; each trial trains with sess.run
