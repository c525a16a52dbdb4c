# source: https://github.com/RockyXu66/Faster_RCNN_for_Open_Images_Dataset_Keras/issues/87
# symptom: "WARNING:tensorflow:6 out of the last 6 calls to <function Model.make_train_function.<locals>.train_function> triggered tf.function retracing" during Faster R-CNN training
# expect: TFM007 train_frcnn.py:32
# note: every Open Images picture is resized so its shorter side is im_size, so the image batch handed to model_rpn.train_on_batch has a new height/width nearly every step; the loop is in train_frcnn.py, the resizing helpers in data_utils.py
