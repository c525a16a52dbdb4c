# source: https://github.com/faustomorales/keras-ocr/issues/244
# symptom: feeding about 58,000 images one by one into pipeline.recognize in a for loop uses up Colab's 12 GB of RAM after 2.5-3 thousand images; gc.collect() does nothing and the kernel has to be restarted every 2.5k images
# expect: TFM008 ocr/detection.py:28
# expect: TFM008 ocr/recognition.py:26
# note: batch_ocr.py loops over the CSV; each iteration calls Pipeline.recognize (ocr package, relative imports), which calls Detector.detect and Recognizer.recognize; both run Model.predict on a one-image batch per loop iteration
