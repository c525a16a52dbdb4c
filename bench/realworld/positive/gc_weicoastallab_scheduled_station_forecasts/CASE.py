# source: https://github.com/WeiCoastalLab/Coastal-Forecast/blob/96685ed33aa452cd499ed622c24c758d99f18735/clock.py
# source: https://github.com/WeiCoastalLab/Coastal-Forecast/blob/107b94dcc80c6ce71e41feb76505b00d448e91f8/coastal_forecast/prediction_manager.py
# symptom: long-running scheduler process: every 6 hours it reloads the Keras model once per station and runs a walk-forward loop of single-step Model.predict calls; the worker's memory climbs across runs
# expect: TFM009 coastal_forecast/prediction_manager.py:41
# expect: TFM008 coastal_forecast/prediction_manager.py:29
# note: repository code, no issue thread. run_predictions loops over stations calling get_prediction (load_model each time, no clear_session); get_prediction's walk-forward loop calls forecast(), which predicts one step.
