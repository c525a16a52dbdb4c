# source: https://github.com/autonomio/talos/issues/482
# note: same search as the report, with the per-round session reset recommended in the thread (talos' clear_session option): train_round (hpsearch/round.py) calls keras.backend.clear_session() before building each round's model, so old graphs and layer-name state are released between permutations.
