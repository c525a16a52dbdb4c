# source: https://github.com/AIRLegend/ChessRL/pull/3
# note: look-alike, the fixed version from the PR: each round still loads and trains a fresh network, but inside a spawned child process (multiprocessing.Process target), so all TensorFlow/Keras state is released when the child exits; the round loop itself never builds a model
