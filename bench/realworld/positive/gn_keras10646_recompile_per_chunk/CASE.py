# source: https://github.com/keras-team/keras/issues/10646
# symptom: Adam's moment estimates are lost between chunks and training slows down; every chunk re-traces the training function after a recompile
# expect: TFM013 schedule.py:6
# note: to lower the learning rate the user recompiles the same model with a new Adam optimizer before every chunk (train.py loop -> set_learning_rate). The thread's answer: history is only lost because the model is recompiled with a new optimizer object; change the learning rate on the existing optimizer instead.
