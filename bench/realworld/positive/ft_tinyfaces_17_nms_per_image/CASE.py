# source: https://github.com/cydonia999/Tiny_Faces_in_Tensorflow/issues/17
# symptom: testing gets slower and slower over a few images; traced to tf.image.non_max_suppression being built for every image
# expect: TFM010 postprocess.py:23
# note: the detector graph and session are built once; the refinement helper in another module creates the NMS op (and its input constants) per image and runs it with the same session
