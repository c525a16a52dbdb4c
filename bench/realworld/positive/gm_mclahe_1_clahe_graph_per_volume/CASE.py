# source: https://github.com/VincentStimper/mclahe/issues/1
# symptom: looping mclahe over thousands of 3D images on CPU, memory keeps growing and the script slows to a crawl until the session is cleared between images
# expect: TFM010 clahe_tf.py:22
# expect: TFM010 clahe_tf.py:23
# note: the library function builds a placeholder and the whole equalisation graph in the default graph and runs it in a new Session on every call; the study script calls it once per volume
