# source: https://github.com/tensorflow/tensorflow/issues/47673
# symptom: a Flask app in Docker loads its models at start-up and clones the model in memory for every inference request; RAM grows with each request until the container crashes, and stops growing once the cloning is removed
# expect: TFM009 services/predictor.py:10
# expect: TFM008 services/predictor.py:19
# note: app.py's /predict route (a request handler) calls services.predictor.classify, which calls private_copy: clone_model + build + set_weights of the registry's model on every request, then predict on one image (chain: route -> classify -> private_copy -> clone_model); the registry itself is loaded once at start-up
