# source: https://github.com/tensorflow/tensorflow/issues/26171
# symptom: RuntimeError: Graph is finalized and cannot be modified (without finalize: the graph grows every training step)
# expect: TFM010 sae_data.py:13
# note: the layer-wise trainer asks the data module for a new batch on every step; the helper builds the TFRecord pipeline ops again and runs them; the site is the first op next_batch builds (the graph grows on every call of next_batch, which runs the session)
