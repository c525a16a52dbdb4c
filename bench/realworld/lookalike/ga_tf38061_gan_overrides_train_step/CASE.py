# source: https://github.com/tensorflow/tensorflow/issues/38061
# note: the design asked about in that thread (a GAN as one keras.Model with an overridden train_step): the optimizers are created once in compile(), the sub-models once in __init__, and the noise inside train_step comes from tf.random, so nothing stateful is created per traced step and no NumPy constant is baked into the graph
