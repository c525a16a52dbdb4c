# source: https://github.com/qqwweee/keras-yolo3/issues/429
# note: the keras-yolo3 YOLO class builds its placeholder and decoded box tensors once in generate() (called from __init__); detect_image, called for every ROS frame, only runs sess.run with a feed_dict, so the graph does not grow; the report is about GPU memory reserved by TensorFlow, not a leak
