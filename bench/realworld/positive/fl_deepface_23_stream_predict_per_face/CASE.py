# source: https://github.com/serengil/deepface/issues/23
# symptom: real-time emotion analysis from the webcam freezes for seconds at a time; the user wants predictions on every frame without pauses, and the maintainer points to the thresholds in the realtime streaming module
# expect: TFM008 faceapp/realtime.py:34
# expect: TFM008 faceapp/realtime.py:36
# note: hello.py only calls stream(); faceapp/realtime.py loads the emotion and age models once but, inside its `while True` capture loop, runs a single-face predict() of each model for every detected face of every analysed frame
