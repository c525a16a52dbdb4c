# source: https://github.com/OlafenwaMoses/ImageAI/issues/531
# symptom: the detector only works when the model is loaded inside the API method, so every POST loads the YOLOv3 weights again: long response times and memory growing per request
# expect: TFM009 detection.py:24
# note: Flask + Keras; get_detector() is called from the request handler on every request and loads a new Keras model without clearing the session
