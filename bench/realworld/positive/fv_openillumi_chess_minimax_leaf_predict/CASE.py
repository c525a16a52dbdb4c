# source: https://openillumi.com/en/en-keras-tensorflow-single-inference-optimization-cpp
# symptom: chess engine with a small Keras CNN evaluator: single-position inference is so slow that deep alpha-beta searches become impossible
# expect: TFM008 evaluator.py:27
# note: score() is called at every leaf of the alpha-beta search, i.e. from inside the loops over legal moves in
# note: search.py, once per evaluated position.
