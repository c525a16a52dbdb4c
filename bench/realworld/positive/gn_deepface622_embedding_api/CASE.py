# source: https://github.com/serengil/deepface/issues/622
# symptom: memory of the face-verification API rises on every call and the service dies when RAM runs out, even after del and clear_session
# expect: TFM008 embedder.py:27
# note: the Flask /verify handler embeds two faces per request; each embedding goes through model.predict on a single-image batch. The model is loaded once (not the problem); predict in a request handler is the per-call cost the thread was about.
