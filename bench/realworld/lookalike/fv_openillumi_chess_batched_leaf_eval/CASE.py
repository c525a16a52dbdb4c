# source: https://openillumi.com/en/en-keras-tensorflow-single-inference-optimization-cpp
# symptom: (fixed variant) single-position Keras inference was the bottleneck of a chess engine's search
# note: Correct: all children of a node are encoded and scored with one predict_on_batch call (the batched inference
# note: the article recommends), with a position cache; the model is loaded once.
