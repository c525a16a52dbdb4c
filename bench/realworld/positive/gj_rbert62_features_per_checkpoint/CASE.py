# source: https://github.com/jonathanbratt/RBERT/issues/62
# symptom: after running enough models in one session TensorFlow warns "5 out of the last 6 calls to <function Model.make_predict_function...> triggered tf.function retracing", and the session keeps growing
# expect: TFM009 probe/features.py:12
# note: the comparison script loops over BERT checkpoints; for each one extract_features builds a new Keras feature model around the checkpoint and predicts, without clearing the session between checkpoints
