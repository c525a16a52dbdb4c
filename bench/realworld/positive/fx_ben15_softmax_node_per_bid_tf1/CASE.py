# source: https://github.com/lorserker/ben/pull/15
# symptom: memory of the bidding engine grows over a match: each call to tf.nn.softmax on the network output adds a new node to the TF1 graph, fixed by graph.finalize()
# expect: TFM010 nn/bidder.py:23
# note: the softmax is built on the fetched logits inside the prediction method, which runs for every bid of every board; the method also calls Session.run, so each call grows the graph
