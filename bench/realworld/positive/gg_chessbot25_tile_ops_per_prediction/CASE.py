# source: https://github.com/Elucidation/tensorflow_chessbot/issues/25
# symptom: calling getPrediction 100 times in a loop gets slower and slower each time; the default graph keeps growing, narrowed down to getTiles()
# expect: TFM010 helper_functions.py:19
# expect: TFM010 helper_functions.py:20
# note: TF1 graph mode; getTiles builds new image ops for every screenshot and evaluates them in the predictor's session, driven by the per-image loop in chessbot.py
