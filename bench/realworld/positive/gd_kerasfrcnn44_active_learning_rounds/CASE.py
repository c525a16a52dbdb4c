# source: https://github.com/kbardool/Keras-frcnn/issues/44
# symptom: active-learning rounds on Faster R-CNN: the GPU runs out of memory in train_on_batch after a few rounds, because every round builds fresh RPN and classifier models in the same TF graph/session
# expect: TFM009 train_frcnn.py:17
# expect: TFM009 train_frcnn.py:18
# note: active_learning.py calls train_frcnn.train_model once per acquisition round; train_model constructs both Keras models each time and never clears the session
