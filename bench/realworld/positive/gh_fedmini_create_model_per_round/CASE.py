# source: https://github.com/gaborvecsei/Federated-Learning-Mini-Framework
# symptom: (from the code pattern; the framework later added a helper that deletes client models and clears the session) each client of each global epoch gets a freshly built and compiled Keras model, and the process memory grows with the number of rounds
# expect: TFM009 fl.py:40
# note: keeps the framework's shape (server loop over global epochs, one new client model per client from a model_fn, FedAvg of the weights); in this version the clients' models are never released with clear_session.
