# source: https://github.com/lshug/first-order-model-tf/issues/22
# symptom: animate() is called once per driving video from the loop in run.py and defines two tf.functions on every call, so each call traces new graphs ("triggered tf.function retracing")
# expect: TFM006 animate.py:11
# expect: TFM006 animate.py:15
# note: the loop is in run.py, the tf.function definitions in animate.py (imported with `from animate import animate`)
