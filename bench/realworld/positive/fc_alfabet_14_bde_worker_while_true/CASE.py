# source: https://github.com/NatLabRockies/alfabet/issues/14
# symptom: calling the package's predict([smiles]) again and again in a `while True:` loop makes memory grow steadily until the process crashes after 4-5 hours
# expect: TFM008 bdeservice/model.py:22
# note: the package loads its Keras model once at import and its public predict() calls model.predict on a freshly featurized batch; the polling worker in worker.py imports it as `from bdeservice.model import predict` and calls it per molecule, as the reporter did
