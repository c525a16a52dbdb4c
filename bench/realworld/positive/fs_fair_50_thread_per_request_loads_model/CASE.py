# source: https://github.com/hotosm/fAIr/issues/50
# symptom: during predictions the worker threads do not release memory, so after a few prediction requests the system fails (reported as a critical bug)
# expect: TFM009 predictor/predict.py:17
# note: folder case: the Django view in core/views.py starts a threading.Thread per POST whose target is run_prediction (predictor/predict.py), and run_prediction loads the Keras checkpoint from disk each time before predicting the tiles batch by batch
