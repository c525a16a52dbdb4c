# source: https://github.com/amirgholami/adahessian/issues/32
# symptom: cifar_training() is called for every experiment of the sweep in run_experiments.py and defines its @tf.function step inside, so every call creates and traces a new graph (retracing warnings, slower runs)
# expect: TFM006 adahessian_tf/cifar_training_tools.py:9
# note: package layout: adahessian_tf/run_experiments.py imports the helper with `from .cifar_training_tools import cifar_training`
