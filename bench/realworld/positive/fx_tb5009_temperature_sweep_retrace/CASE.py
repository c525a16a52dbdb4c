# source: https://github.com/tensorflow/tensorboard/pull/5009
# symptom: the scalars demo calls its traced simulation once per run with plain Python floats; every new temperature/coefficient value retraces the function (fixed in the thread by passing tf.constant or an input_signature)
# expect: TFM001 scalars_demo.py:11
# expect: TFM007 scalars_demo.py:30
# note: one traced run function, called from a triple loop over sweep indices with Python floats computed from the loop indices; 60 runs give 60 traces
