# source: https://github.com/cleverhans-lab/cleverhans/pull/1156
# symptom: fixed version: the attack can be called for every batch and iteration budget without the singleton-variable error or per-trace state
# note: the perturbation variable and the Adam optimizer are created once in __init__ for a fixed batch shape; the traced step only assigns to them and has an input_signature, and the iteration budget is passed as a tensor, so one trace serves all batches
