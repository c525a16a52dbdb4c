# source: https://github.com/b3rian/Image-Classifier-CNN-API/blob/HEAD/app/api/predictor.py
# symptom: repository code (no issue text): the Hugging Face Space keeps EfficientNetV2L in a thread-safe singleton, yet every request goes through model.predict() on a one-image batch
# expect: TFM008 app/api/predictor.py:55
# note: loading is guarded (load_model() only builds the model while _model is None, even inside the retry loop); the per-request cost is the predict() call reached from the FastAPI route in app/main.py
