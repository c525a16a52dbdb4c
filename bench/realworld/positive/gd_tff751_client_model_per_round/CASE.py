# source: https://github.com/google-parfait/tensorflow-federated/issues/751
# symptom: federated CNN simulation with 100 clients: each round takes about 16 GB more and memory stacks up after every round until the process dies
# expect: TFM009 client.py:8
# expect: TFM009 client.py:27
# note: the report's model_fn builds a fresh Keras CNN for every client in every round; this hand-written simulation keeps that shape: fl_sim.py loops rounds x clients and calls client_update, which constructs, compiles and fits a new model each time
