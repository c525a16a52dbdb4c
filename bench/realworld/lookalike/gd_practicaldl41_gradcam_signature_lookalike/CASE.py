# source: https://github.com/PracticalDL/Practical-Deep-Learning-Book/issues/41
# symptom: per-frame Grad-CAM without retracing: one trace for the whole video
# note: the gradient model is built once in __init__ and the tf.function has an input_signature with the class index as an int32 tensor, so every frame reuses the same graph
