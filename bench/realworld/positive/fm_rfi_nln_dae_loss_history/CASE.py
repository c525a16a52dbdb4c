# source: https://github.com/CharlDuToit/RFI-NLN/blob/HEAD/architectures/dae.py
# symptom: the loss histories of the discriminative autoencoder hold one EagerTensor per epoch and per loss; on GPU each keeps its device buffer alive until training ends
# expect: TFM012 architectures/dae.py:36
# expect: TFM012 architectures/dae.py:37
# expect: TFM012 architectures/dae.py:38
# note: package case: architectures/dae.py (with a relative import of .helper) appends the three tensors returned by the tf.function train_step to Python lists at the end of every epoch; .numpy() is only called for printing
