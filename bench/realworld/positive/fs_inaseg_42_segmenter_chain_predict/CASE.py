# source: https://github.com/ina-foss/inaSpeechSegmenter/issues/42
# symptom: CPU memory keeps growing while a long list of files is segmented with one Segmenter instance; the leak was traced to Keras' predict and later fixed by calling the model directly (PR #80)
# expect: TFM008 inaseg/segmenter.py:23
# note: folder case: batch_segment.py calls seg(path) per file; Segmenter.__call__ -> segment_feats -> self.vad(...) / self.gender(...), two DnnSegmenter objects stored on self, whose __call__ runs self.nn.predict (self.nn from keras.models.load_model) for every speech segment
