# source: https://github.com/google/deepvariant/pull/1089
# symptom: the small-model caller is slow: Model.predict() rebuilds its data adapter, callbacks and prediction loop on every per-region call, and that per-call overhead dominates the tiny batches
# expect: TFM008 small_model/inference.py:13
# note: make_examples_lite.run loops over genome regions and calls inference.classify once per region; classify wraps classifier.predict. The PR replaced it with a direct model call.
