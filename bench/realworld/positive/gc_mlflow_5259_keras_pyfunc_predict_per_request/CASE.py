# source: https://github.com/mlflow/mlflow/issues/5259
# symptom: serving a Keras model through the pyfunc wrapper is about 10x slower per request than calling the model directly; the wrapper's predict() runs keras Model.predict for every scoring request
# expect: TFM008 keras_flavor.py:23
# note: the model is loaded once at server start; the repeated part is the /invocations handler calling the wrapper, which calls Model.predict on each small request batch.
