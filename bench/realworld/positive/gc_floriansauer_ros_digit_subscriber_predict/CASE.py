# source: https://github.com/FlorianSauer/RobotikROSUebung/blob/1e1efac7e9903a1bc05eedc19c97fc3e221aa443/prediction/src/Prediction.py
# symptom: robot node: every compressed camera message triggers a Keras model.predict on a single 28x28 image inside the subscriber callback; latency per message stays high and the node falls behind the camera topic
# expect: TFM008 subscribers.py:40
# note: repository code, no issue thread. The model is built once in prediction_node.py; the repeated part is the rospy subscriber callback (handle) in subscribers.py.
