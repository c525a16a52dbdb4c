# source: https://github.com/suinleelab/attributionpriors/issues/6
# symptom: looping the example train_step over several configurations (new model and new optimizer each time) fails with 'tf.function only supports singleton tf.Variables created on the first call' and memory keeps growing across configurations
# expect: TFM009 sweep.py:26
# note: the sweep builds a fresh Keras model per hyper-parameter setting (same-module builder) and trains it, with no clear_session; the shared module-level tf.function sees new variables on every setting
