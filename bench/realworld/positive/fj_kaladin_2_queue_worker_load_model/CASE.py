# source: https://github.com/lichess-org/kaladin/issues/2
# symptom: for each user analysed by the queue worker, TensorFlow logs "11 out of the last 11 calls to <function Model.make_predict_function.<locals>.predict_function> triggered tf.function retracing"
# expect: TFM009 model/predict.py:24
# note: queue_worker.py polls the queue in a while True loop and calls run_model.run per batch, which calls predict_all, which loops over (time control, period) pairs and calls make_predictions; make_predictions reloads the SavedModel and calls predict on the fresh model every time, so every batch traces new predict functions
