# source: https://github.com/ialhashim/DenseDepth/issues/177
# symptom: the Qt demo calls self.model.predict on every captured webcam frame (updateCloud); frame rate is low and drops over a session
# expect: TFM008 depth_model.py:21
# note: the thread's traceback shows demo.py calling model.predict per frame from the GUI update path; here the capture loop runs in a QThread (viewer.py) and the predict sits in the estimator wrapper (depth_model.py).
