# source: https://github.com/amaiya/ktrain/issues/521
# symptom: calling predictor.predict_proba(lines) in a batch-processing loop increases memory that is not released after each batch; the reporter only keeps it flat by calling K.clear_session() after every batch
# expect: TFM008 textclf/predictor.py:24
# note: classify_lines.py streams the input file in batches of 256 lines and calls TextPredictor.predict_proba (textclf/predictor.py) for each one; predict_proba runs Model.predict once per batch
