# source: https://github.com/peteryuX/retinaface-tf2/issues/31
# symptom: evaluation on WIDER FACE with origin_size=True is very slow per image
# expect: TFM007 test_widerface.py:44
# note: each image is padded to a multiple of the largest anchor stride computed from its own height and width, so the tf.function sees a new input shape for almost every image and traces again
