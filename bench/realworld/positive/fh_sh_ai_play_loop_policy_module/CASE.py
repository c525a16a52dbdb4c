# source: https://github.com/Ayudesee/SH-AI/blob/HEAD/play_model_RGB.py
# symptom: a game-playing script loads a Keras model and, in a while True loop, classifies every captured screen with model.predict; the per-frame predict call is slow and kept growing host memory
# expect: TFM008 policy.py:11
# note: play.py owns the while True loop and passes the loaded model to policy.choose_keys (another module, which imports no TensorFlow) where the predict call sits
