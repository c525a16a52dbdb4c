# source: https://github.com/justinshenk/fer/issues/20
# symptom: analysing a video with the FER emotion detector is slow; the maintainer suggests batching faces or skipping frames (save_fps / frequency) because the emotion model runs once per analysed frame
# expect: TFM008 fer/fer.py:37
# note: folder case: the frame loop is in Video.analyze (fer/classes.py), started once from analyze_video.py; for each frame it calls FER.detect_emotions (fer/fer.py), which finds the faces with OpenCV and calls Keras predict on the frame's face crops; the classifier is loaded once with load_model in FER.__init__
