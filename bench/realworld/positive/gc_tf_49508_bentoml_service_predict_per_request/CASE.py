# source: https://github.com/tensorflow/tensorflow/issues/49508
# symptom: BentoML API serving a Keras wide-and-deep model; every API call runs Model.predict on the request payload (the thread first hit graph-mode errors, then per-call predict latency)
# expect: TFM008 service.py:19
# note: the model is downloaded, loaded and compiled once in the service constructor (artifacts.py); the @api handler runs per request.
