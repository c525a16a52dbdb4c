# source: https://github.com/tensorflow/tensorflow/issues/108077
# symptom: the model runs eagerly, but under tf.function(jit_compile=True) the call fails with "tf.function only supports singleton tf.Variables created on the first call"; each trace would otherwise create new embedding tables
# expect: TFM002 model.py:18
# expect: TFM014 model.py:18
# expect: TFM002 model.py:20
# expect: TFM014 model.py:20
# note: keeps the report's shape: a subclassed Keras model whose call() is compiled with jit_compile=True and creates its embedding tables as tf.Variable inside the call, driven from a training loop in another module.
