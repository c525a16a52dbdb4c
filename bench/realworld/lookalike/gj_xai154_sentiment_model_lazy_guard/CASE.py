# source: https://github.com/XAI-Demonstrator/xai-demonstrator/pull/154
# note: the sentiment service loads its Keras model lazily behind a create-once guard (module global checked with "is None"); the explain endpoint runs per request but load_model runs only on the first call, and inference uses the model's __call__ on one padded batch
