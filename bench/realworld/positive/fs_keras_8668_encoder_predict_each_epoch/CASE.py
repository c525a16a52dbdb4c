# source: https://github.com/keras-team/keras/issues/8668
# symptom: (comment from a TF 1.15 user) calling the encoder's .predict every epoch of an encoder-decoder training makes GPU memory explode after about 100 epochs; switching to .predict_on_batch with nothing else changed fixes it
# expect: TFM008 recsys/evaluation.py:12
# note: folder case: the epoch loop in train.py calls evaluate_latent() from recsys/evaluation.py once per epoch; that helper runs encoder.predict on the whole validation matrix, where encoder is the functional Model returned by recsys/models.py
