# source: https://github.com/keras-team/keras/issues/14174
# symptom: an API that retrains a small Keras classifier works when run as a script, but behind the Flask service the /train call never responds and hangs in keras.models.load_model
# expect: TFM009 retrain.py:24
# note: folder case: the /train route in server.py calls retrain() from retrain.py on every request; retrain() builds a new Sequential head (or loads the previous one from disk), compiles and fits it inside the serving process; the first model construction in the function is labelled
