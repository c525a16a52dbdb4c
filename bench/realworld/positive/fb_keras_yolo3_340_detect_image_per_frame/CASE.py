# source: https://github.com/qqwweee/keras-yolo3/issues/340
# symptom: memory leak when detect_image runs in a loop with the session the model was loaded in; the graph gains new nodes on every iteration
# expect: TFM010 yolo.py:36
# note: folder case: the reporter's modified detect_image builds its input-shape placeholder and the whole yolo_eval post-processing (yolo3/model.py, imported with `from yolo3.model import yolo_eval`) on every call before running them; detect_video.py calls it once per frame (`from yolo import YOLO`)
