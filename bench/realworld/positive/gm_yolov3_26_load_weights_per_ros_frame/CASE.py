# source: https://github.com/mystic123/tensorflow-yolo-v3/issues/26
# symptom: about 1 FPS on a camera stream: 0.8 s per frame is spent loading the weights again and 0.2 s detecting
# expect: TFM010 darknet_weights.py:27
# expect: TFM010 darknet_weights.py:34
# note: the node's processing loop (while not rospy.is_shutdown) calls detect() per frame, and detect() builds a fresh set of assign ops (with the weights as constants) before running them
