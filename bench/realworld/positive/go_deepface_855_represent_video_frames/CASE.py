# source: https://github.com/serengil/deepface/issues/855
# symptom: memory grows by 15-25 MB per call of the represent helper; del and gc.collect() do not help
# expect: TFM008 embed.py:24
# note: embed.py keeps one Keras face model and calls model.predict per face crop; extract.py walks the frames of many videos and calls represent() per frame, the loop the report describes
