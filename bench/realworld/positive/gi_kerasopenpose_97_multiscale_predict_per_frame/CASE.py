# source: https://github.com/michalfaber/keras_Realtime_Multi-Person_Pose_Estimation/issues/97
# symptom: about 0.06 FPS on CPU and 1 FPS on a GTX 1070 when the demo is run on video; around 15 s per image
# expect: TFM008 processing.py:33
# note: every frame is processed at several scales and each scale is one Keras predict call on a differently sized input
