# source: https://github.com/tensorflow/tensorflow/issues/10218
# symptom: calling keras.backend.ctc_decode in a long loop, each call takes longer than the previous one and memory keeps growing
# expect: TFM010 recognizer.py:34
# note: captcha recognizer (CRNN + CTC, Keras 2 on TF1); decode() builds the CTC decoder ops for every captcha and runs them in the Keras session; the solver loop in solve_forever.py calls it once per captcha
