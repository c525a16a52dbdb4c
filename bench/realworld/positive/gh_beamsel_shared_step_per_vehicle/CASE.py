# source: https://github.com/stringtheorys/5G-Beam-Selection
# symptom: (from the code pattern; no issue filed) the shared training step is traced again for every vehicle because each vehicle passes its own model, optimiser and metric objects; traces accumulate, tf.function retracing warnings appear, and a second Adam optimiser cannot create its slot variables on a non-first trace
# expect: TFM001 core/training.py:4
# note: keeps the repository's layout: a module-level tf.function training_step(model, x, y, loss_fn, optimiser, metrics) in core/training.py, called per batch from the federated agent's loop over epochs and vehicles with a different model and optimiser for each vehicle.
