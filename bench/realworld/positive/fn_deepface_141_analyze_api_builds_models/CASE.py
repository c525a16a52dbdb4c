# source: https://github.com/serengil/deepface/issues/141
# symptom: each DeepFace.analyze() call for race and gender leaks about 1.3 GB; served behind an API the leaked memory compounds to 30+ GB after a dozen requests until the server is rebooted
# expect: TFM009 facelib/models.py:26
# expect: TFM009 facelib/models.py:34
# expect: TFM008 facelib/analysis.py:21
# expect: TFM008 facelib/analysis.py:25
# note: the Flask handler calls facelib.analysis.analyze() for every request; analyze() builds the race and gender models through facelib/models.py (relative imports, chain handler -> analyze -> build_*_model) and predicts with each freshly built model, so two Keras models are constructed per request
