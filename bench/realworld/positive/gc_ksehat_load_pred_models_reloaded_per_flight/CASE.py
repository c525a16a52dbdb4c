# source: https://github.com/ksehat/load_pred/blob/6edecf90f42ba2e562066e2219cb547e146f5ba1/pax_pred_pretrained_model.py
# source: https://github.com/ksehat/load_pred/blob/6edecf90f42ba2e562066e2219cb547e146f5ba1/pax_pred_runner.py
# symptom: scheduled forecaster (every 30 minutes) reloads two Keras models from disk and calls predict for every upcoming flight; load time and RSS grow with the number of flights per run
# expect: TFM009 forecast/pax_job.py:49
# expect: TFM009 forecast/pax_job.py:52
# expect: TFM008 forecast/pax_job.py:54
# expect: TFM008 forecast/pax_job.py:57
# note: repository code, no issue thread; the pattern is the per-flight loop in the job that loads models and predicts one row at a time. booster is a joblib (gradient-boosting) model: its predict is not a Keras site.
