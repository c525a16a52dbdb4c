# source: https://github.com/AKSHAYUBHAT/DeepVideoAnalytics/issues/3
# symptom: the SSD model is reloaded for every processed video; the first video succeeds and later ones fail, memory is not released even when the session is closed and recreated
# expect: TFM010 detector.py:18
# note: the worker loop over videos creates a detector and load() imports the whole frozen graph into the process-wide default graph again for every video, then runs detections on it
