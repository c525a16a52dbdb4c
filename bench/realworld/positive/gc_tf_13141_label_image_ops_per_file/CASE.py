# source: https://github.com/tensorflow/tensorflow/issues/13141
# symptom: label_image adapted to classify a dataset one file at a time runs slower and slower (10 images/s at first, 7 s per image after 1000); the time goes into read_tensor_from_image_file
# expect: TFM010 image_ops.py:24
# expect: TFM010 image_ops.py:31
# note: read_tensor_from_image_file builds decode/resize/normalize ops into the default graph and runs them in a new Session on every call; classify_folder.py calls it once per file inside the loop that also runs the classifier session.
