# source: https://github.com/shenweichen/DeepCTR/issues/545
# symptom: RSS keeps growing while a trained DeepFM model is asked to predict repeatedly inside an API service
# expect: TFM008 ranker.py:30
# note: the request handler lives in service.py; the DeepFM wrapper in ranker.py calls model.predict once per request, as in the report (predict called repeatedly in batch processing / API service)
