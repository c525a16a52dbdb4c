# source: https://github.com/AprilSpring/TensorFlow2.0Code/blob/HEAD/code/34.bilstm_and_crf.py
# symptom: the NER training loop slows down and keeps allocating: every training step replaces the model's CRF transition matrix by a brand-new tf.Variable
# expect: TFM002 tagger.py:21
# note: folder case: TaggerModel.call (tagger.py) rebinds self.transitions to tf.Variable(...) whenever labels are passed; train_tagger.py calls the model from an eager train_one_step inside the epoch/batch loops (the tf.function decorator is commented out, as in the source)
