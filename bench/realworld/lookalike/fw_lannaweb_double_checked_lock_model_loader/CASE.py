# source: https://github.com/ThanakornKaingam/LannaWed/blob/HEAD/LannaWeb-main/backend/app/services/predict_service.py
# note: the request path calls predict_image() for every upload, and predict_image() calls load_model(), but only behind a double-checked `if _model is None` guard under a lock, so the Keras model is built once per process; inference calls the cached model directly on a tensor
