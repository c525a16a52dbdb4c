# source: https://github.com/CyberZHG/keras-transformer/issues/35
# symptom: prediction with the provided decode helper is very slow; every generated token runs a full model.predict over the whole batch
# expect: TFM008 seq2seq/decode.py:26
# note: the greedy decoder calls model.predict once per output position inside a while loop, and the server calls the decoder once per request batch
