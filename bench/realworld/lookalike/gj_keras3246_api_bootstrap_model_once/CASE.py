# source: https://github.com/keras-team/keras/issues/3246
# note: the answer in the thread: load the model, compile and load weights once at bootstrap and serve predictions through an HTTP API; the handler runs per request but only calls the already-built model directly (model(x, training=False)), nothing is built, compiled or predicted via model.predict per request
