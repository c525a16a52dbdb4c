# source: https://github.com/alan-turing-institute/deepsensor/issues/47
# source: https://github.com/alan-turing-institute/deepsensor/blob/HEAD/deepsensor/train/train.py
# symptom: host/GPU memory creeps up over a long run: every batch loss returned by the TF train step is kept as an EagerTensor in the per-epoch list
# expect: TFM012 convnp/training.py:34
# note: train_epoch() is called once per epoch from the driver and re-creates its Adam optimizer each call (the report); on the TF backend the step returns a tensor that is appended to batch_losses for every batch
