# source: https://github.com/Grid2op/l2rpn-baselines/pull/21
# symptom: review of BaseDeepQ.predict_movement: "It's a LOT faster to use __call__ interface of the tf model" than self._model.predict(data, batch_size=...), which the agent calls at every environment step (and the training step calls predict on two models per replayed batch)
# expect: TFM008 l2rpn_baselines/utils/BaseDeepQ.py:36
# expect: TFM008 l2rpn_baselines/utils/BaseDeepQ.py:44
# expect: TFM008 l2rpn_baselines/utils/BaseDeepQ.py:45
# expect: TFM008 l2rpn_baselines/utils/BaseDeepQ.py:46
# note: folder case after the l2rpn-baselines layout: train.py runs the environment loop and calls DeepQSimple.my_act every step and train_step every few steps; DeepQSimple (l2rpn_baselines/DeepQSimple/DeepQSimple.py) delegates to BaseDeepQ (l2rpn_baselines/utils/BaseDeepQ.py), where the Keras model is built with the functional API and every predict call sits; each predict call site is one expected site
