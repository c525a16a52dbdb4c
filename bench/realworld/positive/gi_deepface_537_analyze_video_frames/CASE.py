# source: https://github.com/serengil/deepface/issues/537
# symptom: RAM grows with every analyze() call over the frames of a video dataset, even with the race model pre-built and clear_session() in the loop
# expect: TFM008 face_attributes.py:43
# note: models are built once and passed in (as the reporter does); the per-face Keras predict inside analyze() runs for every frame of every video
