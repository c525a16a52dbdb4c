# source: https://github.com/keras-team/keras/issues/8410
# symptom: AUC-like metrics are wrong when averaged per batch; a callback computes them on the whole validation set at epoch end and writes them into the logs
# note: the reporter's workaround: a loop of predict_on_batch calls over the validation generator, results converted to NumPy before they are kept; no per-epoch predict() loop is created and no tensors are accumulated
