# source: https://github.com/JonathanPaugh/jetson-waste-classification/blob/HEAD/core/transfer_learning.py
# symptom: the transfer-learning wrapper layers instantiate a new Flatten (application-based backbone) or Rescaling (hub-based backbone) layer inside call(), so every trace of Keras' train/predict function creates new layer objects instead of reusing ones made in __init__
# expect: TFM014 core/transfer_learning.py:33
# expect: TFM014 core/transfer_learning.py:52
# note: folder case: core/transfer_learning.py defines the two abstract wrapper layers, models/ subclasses them for InceptionV3 and a TF Hub feature vector, main.py stacks one into a Sequential and fits it; the layers are built in call() of the base classes, one site per class
