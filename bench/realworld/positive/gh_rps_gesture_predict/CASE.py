# source: https://github.com/kumar2020/RPS
# symptom: (from the code pattern; no issue filed) every captured frame of every round goes through Model.predict on a one-image batch, so the game lags and, on TF versions with the predict leak, memory grows over a long session
# expect: TFM008 vision.py:23
# note: the capture loop lives in game.py (while loop over rounds, inner loop over frames); the gesture reader in vision.py wraps a model loaded once with load_model and calls predict on a single-image batch per frame.
