# source: https://github.com/gsangiolo/590-PROJECT/blob/HEAD/service.py
# symptom: the web service reloads the saved Keras model for every request and runs model.predict on it; memory climbs with the number of requests and latency is high
# expect: TFM009 service.py:18
# expect: TFM008 service.py:19
# note: ImagePredictor.predict_image (reached per request through top_label from the Flask route) calls keras load_model and predict each time; the repository's class has the same load-inside-method shape
