# source: https://github.com/keras-team/tf-keras/issues/286
# symptom: memory grows steadily when a tf.keras.Model subclass is created and fit() in a loop (federated rounds) until OOM
# expect: TFM009 fl/client.py:16
# note: simulate.py runs rounds x clients and calls Client.local_update (fl/client.py) for each, which instantiates the WideMLP keras.Model subclass from fl/nets.py, compiles and fits it; no clear_session.
