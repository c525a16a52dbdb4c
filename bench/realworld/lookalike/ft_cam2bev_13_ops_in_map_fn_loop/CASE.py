# source: https://github.com/ika-rwth-aachen/Cam2BEV/issues/13
# symptom: an automated report claimed tf.zeros in one_hot_encode_image_op is created repeatedly during program execution and should be moved before the loop
# note: correct: the Python loops over the palette run only while tf.data traces parse_sample once for Dataset.map; the resulting ops are built a single time and the Keras fit loop never re-enters this code
