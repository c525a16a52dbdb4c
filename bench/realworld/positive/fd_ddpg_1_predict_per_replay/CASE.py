# source: https://github.com/dion-jy/gym-ddpg-keras/issues/1
# symptom: running train.py prints "5 out of the last 5 calls to <function Model.make_train_function.<locals>.train_function> triggered tf.function retracing" over and over, and training is critically slow
# expect: TFM008 agent/actor.py:26
# expect: TFM008 agent/actor.py:29
# expect: TFM008 agent/critic.py:37
# expect: TFM008 agent/ddpg.py:27
# note: folder case following the project's layout after the report: train.py's episode loop calls ddpgAgent.make_action every step and ddpgAgent.replay after it; the agent (agent/ddpg.py) reaches Keras predict through ActorNet and CriticNet wrappers in agent/actor.py and agent/critic.py (relative imports), once per step and once per replayed batch
