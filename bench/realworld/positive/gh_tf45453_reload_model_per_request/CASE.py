# source: https://github.com/tensorflow/tensorflow/issues/45453
# symptom: private bytes and working set of the serving process keep increasing as the same model is loaded again and again into the same variable
# expect: TFM009 app.py:30
# note: the report loads the model repeatedly in an endless loop; here the reload happens in a Flask request handler (so once per request), through the Keras loader, and no clear_session() is called.
