# source: https://github.com/nl8590687/ASRT_SpeechRecognition/pull/189
# symptom: the prediction function gets slower and slower the more files it recognizes (fixed upstream by resetting the default graph)
# expect: TFM010 speech_model.py:51
# expect: TFM008 speech_model.py:49
# note: evaluate.py calls ModelSpeech.recognize_speech() once per test wav; each call runs Keras predict() and then K.ctc_decode(), which adds CTC decoder ops to the TF1 default graph before .eval() runs them
