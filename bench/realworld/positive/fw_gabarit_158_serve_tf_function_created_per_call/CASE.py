# source: https://github.com/France-Travail/gabarit/issues/158
# symptom: "5 out of the last 5 calls to <function ModelKeras.experimental_predict_proba.<locals>.serve> triggered tf.function retracing"; the experimental fast path ends up much slower than model.predict because serve is re-created and re-traced on every call
# expect: TFM006 package_name/models_training/model_keras.py:40
# note: keeps the template's shape: a FastAPI route (api/routers.py) calls the model wrapper once per request, and the wrapper method defines and calls a fresh @tf.function each time
