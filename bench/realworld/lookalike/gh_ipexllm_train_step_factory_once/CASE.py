# source: https://github.com/intel-analytics/ipex-llm
# symptom: retracing when a tf.function training step is created repeatedly
# note: modelled on the Nano helper that builds a mixed-precision custom training step (customized_training_utils.train_step_generator): the factory wraps the step in tf.function with reduce_retracing=True and is called once, before the epoch loop; the loop only calls the returned step.
