# source: https://github.com/matterport/Mask_RCNN/issues/1981
# symptom: analysing images continuously with detect_and_color_splash, host RAM keeps increasing; no more than ~2300 images of 448x448 before RAM and a 64 GB swap are exhausted
# expect: TFM008 mrcnn/model.py:34
# note: Keras Mask R-CNN wrapper; detect() calls keras_model.predict for one image at a time and is called once per image from the splash loop in another module
