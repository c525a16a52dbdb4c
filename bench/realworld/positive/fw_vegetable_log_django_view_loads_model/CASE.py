# source: https://github.com/Torren0110/Vegetable-Log/blob/HEAD/ML_api/api/views.py
# symptom: repository code (no issue text): the Django forecast endpoint loads model.h5 and calls predict() inside the GET view, so every request pays a model load and the worker process accumulates Keras state
# expect: TFM009 api/forecast.py:18
# expect: TFM008 api/forecast.py:20
# note: the view (api/views.py) is the request handler; api/forecast.py holds the helper it calls per request
