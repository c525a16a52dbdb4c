# source: https://github.com/gsethi2409/tf-pose-estimation/issues/14
# symptom: memory accumulates while run_webcam.py runs until the process dies; the reporter suspects the graph is extended on every loop iteration
# expect: TFM010 tf_pose/estimator.py:22
# note: keeps the reporter's diagnosis: run_webcam.py's while True loop calls TfPoseEstimator.inference for each frame, and inference (another module) builds the upsampling ops before running them in the persistent session
