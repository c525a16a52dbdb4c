# source: https://github.com/ngaiyin1760/LSTM-model-stock-price-movement-prediction-/issues/4
# symptom: the direction-aware custom loss builds a tf.Variable from y_pred on every call; inside the compiled training step TensorFlow refuses it (variable initializers must be lifted / only singleton variables allowed)
# expect: TFM014 losses.py:21
# note: the loss is called from a @tf.function train step in another module, once per batch; the fix proposed in the thread (create the variable once behind an `is None` guard in a tf.Module) is the look-alike gk_lstm_stock_4_guarded_count_module
