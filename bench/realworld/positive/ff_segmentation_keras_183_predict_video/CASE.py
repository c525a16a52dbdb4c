# source: https://github.com/divamgupta/image-segmentation-keras/pull/183
# symptom: video inference (webcam or file) runs at about 10 fps on a GTX 1050, and the frame rate drops further with the overlay; the pull request adds predict_video, which reuses the single-image predict() for every frame
# expect: TFM008 keras_segmentation/predict.py:34
# note: folder case: the capture loop is in keras_segmentation/video.py (predict_video, started once from cli.py) and calls predict() from keras_segmentation/predict.py, which wraps the frame in a one-image batch and calls model.predict on the model rebuilt from a checkpoint (model_from_json); predict.py itself has no loop
