# source: https://github.com/shamoons/adversarial-cityscapes/blob/3d75f62e7e662553b5be98c03a25f612503140b7/imagenet/adv_test.py
# source: https://github.com/shamoons/adversarial-cityscapes/blob/3d75f62e7e662553b5be98c03a25f612503140b7/imagenet/inet.py
# symptom: batch check over many images calls Model.predict on each single image through the wrapper's .model attribute; per-image overhead dominates the run
# expect: TFM008 adv_test.py:26
# note: repository code, no issue thread. The Keras model is keras.applications.ResNet50 held as an attribute of the project's own Model wrapper (inet.py).
