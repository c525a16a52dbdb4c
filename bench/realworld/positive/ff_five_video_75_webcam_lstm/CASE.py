# source: https://github.com/harvitronix/five-video-classification-methods/issues/75
# symptom: trying to classify the webcam stream continuously with the repository's InceptionV3-features + LSTM model: extracting features for every frame and predicting on a sliding window of 40 frames is too slow to keep up with real time
# expect: TFM008 extractor.py:19
# expect: TFM008 webcam.py:25
# note: folder case: webcam.py runs a while True capture loop; for every frame it calls Extractor.extract (extractor.py), which runs the InceptionV3 feature model with predict on one frame, and once the window is full it calls predict on the LSTM loaded with load_model; two different models, two call sites
