# source: https://github.com/PracticalDL/Practical-Deep-Learning-Book/issues/41
# symptom: per-frame Grad-CAM on a video: "11 out of the last 11 calls to <function GradCAM.get_gradients_and_filters> triggered tf.function retracing", about 4 s per frame and OOM on a P100
# expect: TFM001 gradcam.py:11
# expect: TFM014 gradcam.py:13
# note: the tf.function method takes the model, the layer name and the class index as Python arguments; video_viz.py calls it once per frame
