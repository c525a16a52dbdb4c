# source: https://github.com/tensorflow/tensorflow/issues/80895
# symptom: memory leaks steadily when a new LSTM model is built and fitted for each identifier in a loop; periodic GC cannot keep up and RSS trends upward until the job dies
# expect: TFM009 training/builder.py:15
# note: the nightly job loops over hundreds of identifiers; for each it calls train_for_identifier, which builds a fresh Sequential LSTM, fits and saves it, with no clear_session anywhere
