# source: https://download.csdn.net/download/weixin_38526650/12850263
# symptom: calling K.ctc_decode in a loop keeps adding nodes to the graph; memory is never released and each batch gets slower
# expect: TFM010 decoder.py:22
# note: decode_batch builds a new ctc_decode op and runs it through the Keras session on every call; evaluate.py calls it once per validation batch. The fix from the same write-up (build the decode op once and wrap it in K.function) is the look-alike gn_csdn12850263_k_function_decode_lookalike.py.
