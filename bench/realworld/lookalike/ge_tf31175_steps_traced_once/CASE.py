# source: https://github.com/tensorflow/tensorflow/issues/31175
# note: fix from the thread: instead of handing a freshly bound method to an epoch-level tf.function, each step is itself a tf.function with a fixed input_signature created once on the trainer, and the epoch loop stays in Python
