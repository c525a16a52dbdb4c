# source: https://github.com/tensorflow/tensorflow/issues/14155
# symptom: time to restore the saved model increases linearly with the number of loads (import_meta_graph and saver.restore slow down) in a long-running app
# expect: TFM010 model_store.py:19
# note: the app loads different models on demand depending on user input; every load imports the meta graph into the same default graph before running the prediction
