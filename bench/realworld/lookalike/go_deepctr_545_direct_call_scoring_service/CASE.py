# source: https://github.com/shenweichen/DeepCTR/issues/545
# symptom: RSS growth when a DeepFM model predicts repeatedly in an API service
# note: fixed shape of the same service: the handler calls the model object directly with training=False on one prepared batch instead of model.predict, the workaround used for this leak in Keras 2.x-era reports; no predict loop is set up per request
