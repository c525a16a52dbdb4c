# source: https://github.com/tensorflow/tensorflow/issues/9154
# symptom: consecutive calls of saver.restore(sess, path) slow down: about 0.08 s at first, 0.5 s after 45 calls and over 1 s later, while evaluating an ensemble of about 45 small networks
# expect: TFM010 ensemble/evaluate.py:10
# expect: TFM010 ensemble/evaluate.py:15
# note: run_ensemble.py calls test_model once per ensemble member; test_model builds a new Saver over all global variables and a new initializer op each time before restoring and running the member's accuracy
