# source: https://discuss.tensorflow.org/t/keras-model-memory-leak/19675
# symptom: CPU memory keeps going up while networks of the same structure are trained again and again in a for-loop (GPU memory stays flat); del and a manual gc.collect() at the end of each iteration do not stop it
# expect: TFM009 granger.py:18
# expect: TFM009 granger.py:24
# note: folder case: granger.py loops over every pair of input variables and clones the basic LSTM model from nets.py twice per pair (unrestricted and restricted regression), compiles and fits both, then deletes them and collects garbage; nothing calls clear_session
