# source: https://github.com/amaiya/ktrain/issues/351
# symptom: tracemalloc shows memory growing after every iteration when the loaded BERT predictor is called in a loop (248 KiB, 496 KiB, 744 KiB, 992 KiB ...)
# expect: TFM008 nlp/bert.py:20
# note: the Bert wrapper is created once, but its predict() runs model.predict on each small batch; the consumer loop calls it for every batch pulled from the queue
