# source: https://github.com/rolczynski/Automatic-Speech-Recognition/issues/26
# symptom: behind a Flask server, every POST runs the pipeline and after a couple of requests the server is out of memory; clear_session() in various modules did not help
# expect: TFM009 asr/pipeline.py:39
# note: folder case: the route in app.py calls asr.load() (re-exported by the package __init__) on every request; load() in asr/pipeline.py loads the Keras model from disk and wraps it, and nothing keeps it between requests
