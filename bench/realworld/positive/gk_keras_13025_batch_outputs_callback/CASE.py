# source: https://github.com/keras-team/keras/issues/13025
# symptom: a custom callback saves the model output and target of every training batch; the per-batch history grows with every step of fit()
# expect: TFM012 callbacks.py:22
# note: TF2 rewrite of the report's "collect output and target for each batch" callback; on_train_batch_end runs once per step and keeps each output tensor in self.outputs
