# source: https://github.com/PacktPublishing/Hands-On-Computer-Vision-with-TensorFlow-2/blob/HEAD/Chapter04/ch4_nb4_apply_transfer_learning.ipynb
# symptom: GPU and host memory fill up over the freezing experiment: every configuration instantiates a new ImageNet ResNet-50 plus head in the same session and trains it, and nothing is released between configurations
# expect: TFM009 freeze_sweep.py:11
# note: folder case: the classifier (keras.applications.ResNet50 backbone + dense head) is built by a helper in classifiers.py; freeze_sweep.py calls it once per number of frozen macro-blocks without clearing the Keras session
