# source: https://mindfulchase.com/explore/troubleshooting-tips/machine-learning-and-ai-tools/troubleshooting-memory-leaks-and-stateful-instability-in-keras.html
# symptom: a long-running FastAPI service that serves training requests runs out of memory; each request retrains the shared model
# expect: TFM013 scorer/online.py:14
# note: the /feedback endpoint hands the labelled sample to the package's online-learning helper (re-exported by the package __init__), which recompiles the one global model before fitting
