# source: https://github.com/amintunig/Federated_Learning
# symptom: (from the code pattern; no issue filed) every client of every round clones, compiles and trains a new copy of the global ResNet in the same process without clearing the session, so Keras state and traced training graphs accumulate round after round
# expect: TFM009 federated.py:19
# note: keeps the repository's federated_high_resnet50.py shape: nested loops over rounds and clients, clone_model + compile + fit per client, weights averaged into the global model; no clear_session anywhere.
