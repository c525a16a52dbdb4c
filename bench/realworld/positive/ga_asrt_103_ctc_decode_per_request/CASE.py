# source: https://github.com/nl8590687/ASRT_SpeechRecognition/issues/103
# symptom: CTC decoding at prediction time is very slow and gets slower and slower, because every run adds nodes to the default graph (answer in the thread)
# expect: TFM010 decoder.py:21
# note: the HTTP recognition server (asrserver.py) decodes every POSTed utterance through greedy_decode(), which builds a new ctc_greedy_decoder op each call and runs it in the Keras session
