# source: https://github.com/nl8590687/ASRT_SpeechRecognition/issues/116
# symptom: memory keeps increasing while recognizing; the reporter found that calling K.ctc_decode at prediction time adds default nodes to the graph, so the graph grows bigger and bigger and memory explodes, and fixed it by decoding with a NumPy argmax instead
# expect: TFM008 speech_model.py:32
# expect: TFM010 speech_model.py:34
# note: TF1-era Keras; recognize_dir.py loops over WAV files and calls ModelSpeech.recognize (another module) per file; recognize() runs predict on one utterance, then builds a new CTC-decoding subgraph with K.ctc_decode and evaluates it through the backend session with K.get_value
