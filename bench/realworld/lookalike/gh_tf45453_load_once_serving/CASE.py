# source: https://github.com/tensorflow/tensorflow/issues/45453
# symptom: process memory grows when the same model is loaded again and again in a loop
# note: the fix discussed for such services: the model is loaded once at import time into a module-level registry (create-once guard keyed by path) and every request only calls it; no load, build or predict happens per request.
