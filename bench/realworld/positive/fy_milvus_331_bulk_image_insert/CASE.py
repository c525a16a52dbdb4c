# source: https://github.com/milvus-io/bootcamp/issues/331
# symptom: while bulk-adding face/image vectors through the API, memory grows ~10 MB per image at net.predict and is never returned until the machine stalls
# expect: TFM008 encoder.py:33
