# source: https://github.com/tensorflow/tensorflow/issues/6917
# symptom: a REST/RPC service that returns picture features is very slow: every request builds the network again and loads all trained variables from disk; the author asks how to build the graph once and reuse it for all requests
# expect: TFM010 features/extractor.py:11
# note: folder case: the Tornado handler in server.py calls extract_features() (features/extractor.py) with the process-wide session on every POST; the function builds the resize ops, the embedding network (features/net.py, variables reused) and a new Saver in the default graph, then restores the checkpoint and runs; the case keeps the per-request build-and-restore in the default graph
