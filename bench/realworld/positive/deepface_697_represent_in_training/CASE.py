# source: https://github.com/serengil/deepface/issues/697
# symptom: RSS creeps up a few MB per batch and training slows after a few hundred iterations; traced to model.predict inside represent()
# expect: TFM008 facekit/represent.py:24
# note: training loop -> identity_targets() -> represent() -> predict; the model sits behind a create-once guard, which is fine
