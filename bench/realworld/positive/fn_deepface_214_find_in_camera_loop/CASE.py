# source: https://github.com/serengil/deepface/issues/214
# symptom: calling DeepFace.find in a while True loop for realtime recognition from the camera adds about 100 MB per frame and each call gets slower (1.68 s, 1.76 s, 1.96 s, 2.17 s ...), even with the model built once up front
# expect: TFM008 recognition/finder.py:27
# note: the model is built once in stream.py; the leak-prone call is FaceFinder.find (another module), which runs model.predict on a single frame for every iteration of the camera's while True loop
