# source: https://github.com/ngaiyin1760/LSTM-model-stock-price-movement-prediction-/issues/4
# note: the fix given in the thread: the weight buffer lives in a tf.Module and is created only when `self.weights is None` (singleton guard), then reused with assign/scatter_nd_update on every call; batches have a fixed size (drop_remainder), so the buffer shape never changes
