# source: https://github.com/davidsandberg/facenet/issues/629
# symptom: an API that tests each newly sent photo against the trained FaceNet classifier answers more slowly on every call (exponentially, until restart); it also seems to re-test photos from earlier calls, and adding tf.reset_default_graph() before loading the model fixed it
# expect: TFM010 recognition/identify.py:13
# expect: TFM010 recognition/identify.py:31
# expect: TFM010 recognition/identify.py:36
# note: watcher.py is a `while True` polling server over an inbox folder; recognition/identify.py builds a queue-based input pipeline, re-imports the frozen model and starts queue runners into the same default graph on every call before running it with a session
