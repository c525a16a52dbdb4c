# source: https://github.com/tensorflow/tensorflow/issues/39458
# symptom: with a variable input shape (ResNet50 on images of different sizes) the first prediction for every new shape is slow and a retracing warning is printed
# expect: TFM006 app/inference.py:17
# note: my own FastAPI service: to avoid predict()'s retracing the author wraps the model in a relaxed-shape tf.function, but does it inside the per-request helper, so each request makes and traces a new function; the endpoint in app/main.py calls the helper through `from .inference import classify`
