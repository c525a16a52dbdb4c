# source: https://codemia.io/knowledge-hub/path/keras_inconsistent_prediction_time
# symptom: single-record predictions with model.predict were slow (18 ms) versus model(x) (1.3 ms) and TFLite (43 us)
# note: Correct: the Keras model is loaded and converted to TFLite once; the per-step .predict() is LiteModel.predict
# note: (this project's interpreter wrapper from the answer), not keras.Model.predict, so no Keras predict loop is set
# note: up per call.
