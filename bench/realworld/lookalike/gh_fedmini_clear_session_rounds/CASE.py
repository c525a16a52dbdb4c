# source: https://github.com/gaborvecsei/Federated-Learning-Mini-Framework
# symptom: memory growth across global epochs when every client gets a new Keras model
# note: the framework's own remedy: after a client's weights are collected the client model is dropped and keras.backend.clear_session() is called in the same loop body that builds the model, so layer-name and graph state do not pile up round after round.
