# source: https://github.com/GantMan/nsfw_model/pull/125
# symptom: a long-running process that calls classify_nd() for every image leaks memory; model(...) instead of model.predict(...) fixed it
# expect: TFM008 nsfw_detector/predict.py:22
# note: the polling loop is in worker.py; the predict is two calls away, in the package's predict module
