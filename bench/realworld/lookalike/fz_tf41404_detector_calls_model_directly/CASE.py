# source: https://github.com/tensorflow/tensorflow/issues/41404
# note: the fix the reporter found: Detector.detect (detector/core.py) calls the loaded model directly, model(image_np, training=False), instead of model.predict; run_inference.py still loops over the images, but no predict loop is set up per image.
