# source: https://github.com/tensorflow/hub/issues/54
# symptom: serving a hub text module from a Django view: re-using the module across requests first fails with "Module must be applied in the graph it was instantiated for"; applying it inside the module's graph on each request works but adds the module's ops to that graph again for every request
# expect: TFM010 semsearch/encoder.py:17
# note: folder case: the Django view (semsearch/views.py) calls encode() in semsearch/encoder.py, which applies the hub module to the request's sentences and runs the session in the same call; the fix in the thread builds a placeholder and the module output once and finalizes the graph
