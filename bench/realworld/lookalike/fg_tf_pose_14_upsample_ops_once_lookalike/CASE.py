# source: https://github.com/gsethi2409/tf-pose-estimation/issues/14
# note: the upstream tf-pose-estimation layout: the upsampling ops are built once in __init__ with a placeholder for the upsample size, and inference (called per webcam frame from run_webcam.py) only runs them
