# source: https://github.com/tensorflow/agents/pull/124
# symptom: a customised PPO train_eval slowed down drastically every time it entered metric_utils.eager_compute; the reporter traced it to the function-wrapping of driver.run in eager_compute and removing the wrapper fixed the slowdown
# expect: TFM006 eval_utils/metric_utils.py:12
# note: package layout: eager_compute in eval_utils/metric_utils.py creates a driver and wraps driver.run in a new tf.function on every call, so every evaluation traces the whole episode loop again; train_eval.py calls it every eval_interval iterations (the library wrapper in the report is common.function, here the plain tf.function it builds on)
