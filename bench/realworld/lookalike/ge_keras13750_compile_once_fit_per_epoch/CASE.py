# source: https://github.com/keras-team/keras/issues/13750
# note: epoch-by-epoch training as in the report, but the model is compiled once in model.py and the loop only calls fit(epochs=1) and evaluate on the same compiled model; no compile, model build or predict inside the loop
