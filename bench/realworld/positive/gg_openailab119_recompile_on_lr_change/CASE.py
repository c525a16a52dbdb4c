# source: https://github.com/kengz/openai_lab/pull/119
# symptom: DQN/DoubleDQN runs with epi_change_lr recompile the Keras models during training; mountain-car and lunar runs became unstable and slow as the models were recompiled again and again
# expect: TFM013 dqn.py:36
# expect: TFM013 dqn.py:65
# note: the experiment loop calls agent.update() after every episode; update() recompiles the existing models with a decayed learning rate
