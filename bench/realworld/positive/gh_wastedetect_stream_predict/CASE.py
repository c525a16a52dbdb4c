# source: https://github.com/Vren1412/completeproject
# symptom: (from the code pattern; no issue filed) the MJPEG stream runs one Model.predict per webcam frame for as long as a browser keeps the page open, with the per-call predict setup cost (and, on TF versions with the predict leak, steady memory growth)
# expect: TFM008 utils.py:12
# note: keeps the WasteDetectionApp layout: a Flask route streams the generator from camera.py, whose while True capture loop calls predict_image_frame() from utils.py for every frame; utils.py loads the Keras model once at import and calls predict on a one-image batch.
