# source: https://codemax.app/snippet/how-to-cache-a-tensorflow-model-in-django
# note: the page's basic recipe: load the TensorFlow model once and keep it cached, instead of loading it per request; here get_model() loads it under an is-None guard (create once) and the view calls the cached model directly with model(x, training=False), no load_model or predict per request
