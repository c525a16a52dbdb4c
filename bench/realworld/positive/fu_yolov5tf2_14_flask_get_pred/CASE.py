# source: https://github.com/bubbliiiing/yolov5-tf2/issues/14
# symptom: behind a Flask service, "11 out of the last 11 calls to <function YOLO.get_pred> triggered tf.function retracing", then the process crashes after a while of continuous requests
# expect: TFM001 yolo.py:30
# expect: TFM007 yolo.py:49
# note: every uploaded picture has its own resolution and detect_image passes its height/width as Python ints to the tf.function get_pred, so each new size traces and keeps another graph; detect_image is called from the request handler in app.py
