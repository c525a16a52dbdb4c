# source: https://github.com/alan-turing-institute/deepsensor/issues/47
# note: the fix adopted in the issue: a Trainer object creates the Adam optimizer once and is called once per epoch; per-batch losses are converted with float() before they are stored, so no tensors accumulate
