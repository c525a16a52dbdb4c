# source: https://github.com/albertauyeung/python-web-framework-comparison/blob/HEAD/service/app_aiohttp.py
# source: https://github.com/albertauyeung/python-web-framework-comparison/blob/HEAD/model.py
# note: the aiohttp handler calls model.predict() on every request, but the model is a scikit-learn RandomForest loaded once with joblib at startup (the project benchmarks web frameworks, not TensorFlow); no Keras model is involved, so there is no Keras predict loop to set up per request
