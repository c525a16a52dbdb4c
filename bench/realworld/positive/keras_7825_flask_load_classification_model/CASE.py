# source: https://github.com/keras-team/keras/issues/7825
# symptom: load_model() fails, and memory grows, when the model is loaded inside the Flask request context; predict_image loads the company's classifier on every request
# expect: TFM009 predict.py:18
# note: folder case: app.py's route calls predict.predict_image, which calls load_classification_model, which loads the .h5 model and wraps it in a K.function; the loaded model is never kept
