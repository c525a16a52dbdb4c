# source: https://github.com/nl8590687/ASRT_SpeechRecognition/issues/116
# note: the reporter's fix from the same thread: instead of K.ctc_decode (a new graph node per call), the frame-wise argmax is taken and blanks/repeats are removed in NumPy, so recognize() adds nothing to the graph; the per-utterance forward pass uses predict_on_batch
