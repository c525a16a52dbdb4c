# source: https://github.com/microsoft/dpu-utils/pull/50
# symptom: training a message-passing model slows down and host memory grows with the number of distinct graph-batch sizes; retracing warnings name MLP.call
# expect: TFM001 gnn/mlp.py:24
# note: the PR wraps MLP.call in a plain @tf.function; in a GNN the MLP is applied to node-state matrices whose first dimension (total nodes in the batch) changes on almost every batch, so each new node count is a new trace. The batching loop is in train.py.
