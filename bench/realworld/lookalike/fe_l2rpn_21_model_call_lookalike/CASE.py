# source: https://github.com/Grid2op/l2rpn-baselines/pull/21
# symptom: none; this is the reviewer's suggestion on predict_movement ("It's a LOT faster to use __call__ interface of the tf model"), applied to the action choice and to the training targets
# note: look-alike, folder case: train.py steps the environment and calls the agent every step; agent/deep_q.py calls the functional Keras model directly (self._model(data, training=False)) instead of predict, in both the per-step action choice and the replay update
