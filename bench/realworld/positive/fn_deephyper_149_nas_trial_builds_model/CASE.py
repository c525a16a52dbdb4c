# source: https://github.com/deephyper/deephyper/issues/149
# symptom: during a neural architecture search on the CANDLE NT3 benchmark every evaluation prints "WARNING: 5 out of the last 13 calls to <function Model.make_test_function.<locals>.test_function> triggered tf.function retracing", one new compiled model after another in the same process
# expect: TFM009 nas/space.py:5
# note: search.py's trial loop calls nas.evaluator.run_base_trainer, which calls create_model from nas/space.py (relative import, chain loop -> run_base_trainer -> create_model); every trial constructs, compiles and trains a new Sequential model in the same process without clear_session()
