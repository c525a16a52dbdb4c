# source: https://github.com/chineseocr/chinese-ocr/issues/37
# symptom: detection + recognition run in a while(1) loop on one image; RSS grows until the process crashes; commenting out the K.ctc_decode / K.get_value line stops the growth
# expect: TFM010 ocr/model.py:38
# note: Keras 2 / TF1 backend; K.ctc_decode adds decoder ops to the session graph on every call and K.get_value runs them, so every recognised line grows the graph
