# source: https://github.com/mlflow/mlflow/issues/5259
# note: the fix proposed in the issue: the pyfunc wrapper keeps its predict() method name (the pyfunc API) but calls the Keras model as a function with training=False on fixed-size chunks; the model is loaded once at server start. pyfunc_model.predict is the wrapper's own method, not Keras Model.predict.
