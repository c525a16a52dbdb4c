# source: https://github.com/appeler/ethnicolr/issues/7
# symptom: "each call to the function takes a very long time": pred_fl_reg_ln() loads the Keras LSTM and its vocabulary on every call, so a service that calls it per record spends seconds per name and keeps accumulating Keras state
# expect: TFM009 ethnicolr/pred_fl_reg_ln.py:33
# expect: TFM008 ethnicolr/pred_fl_reg_ln.py:40
# note: enrich_worker.py is the caller: it pops records from a Redis list and calls the library function once per record
