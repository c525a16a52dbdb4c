# source: https://github.com/tflearn/tflearn/pull/519
# symptom: the trainer re-created assign ops for the TensorBoard validation loss/accuracy each time validation ran; the PR logs "Num operations" per step and shows the count rising at every snapshot step (1273 -> 1281 -> ...) before the fix
# expect: TFM010 helpers/summarizer.py:16
# note: folder case: trainer.py runs the step loop and calls helpers/summarizer.summarize_validation() at every snapshot step; the helper builds tf.assign and tf.summary ops against the trainer's session each time it is called (the value variables themselves are created once, under a dict guard); run.py wires a tiny graph to the trainer
