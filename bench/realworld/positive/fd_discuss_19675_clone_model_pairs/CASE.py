# source: https://discuss.tensorflow.org/t/keras-model-memory-leak/19675
# symptom: CPU memory keeps going up while networks of the same structure are trained again and again in a for-loop (GPU memory stays flat); del and a manual gc.collect() at the end of each iteration do not stop it
# expect: TFM009 granger.py:18
# note: folder case: granger.py loops over every pair of input variables and clones the basic LSTM model from nets.py twice per pair (unrestricted and restricted regression), compiles and fits both, then deletes them and collects garbage; nothing calls clear_session; the second clone (line 24) is the same root cause in the same loop, reported as a related location of the finding at line 18 (issue 10 F: one finding per root cause)
