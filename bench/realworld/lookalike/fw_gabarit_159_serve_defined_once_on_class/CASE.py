# source: https://github.com/France-Travail/gabarit/pull/159
# source: https://github.com/France-Travail/gabarit/issues/158
# note: the fix from the same thread: the serve function is no longer created inside experimental_predict_proba but is a model method, decorated once at class definition (here with reduce_retracing=True so variable text-batch sizes share traces); the FastAPI route still calls the wrapper per request, but no tf.function is created per call
