# source: https://github.com/tensorflow/models/issues/3969
# symptom: very low FPS running object detection on a video stream; every frame opens a new session and the program gets slower
# expect: TFM010 detection.py:30
# expect: TFM010 detection.py:35
# note: the tutorial's run_inference_for_single_image opens a Session and builds the mask post-processing ops (squeeze/slice/cast) on every call; the demo calls it once per camera frame
