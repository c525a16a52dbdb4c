# source: https://github.com/tensorflow/models/issues/4355
# symptom: object-detection inference over an image folder at constant speed
# note: the fix from the thread: the frozen graph is imported once, a single Session is kept, tensors are looked up by name before the loop and the loop only feeds images to sess.run (no new ops per image)
