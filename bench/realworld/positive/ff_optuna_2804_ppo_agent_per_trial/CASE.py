# source: https://github.com/optuna/optuna/issues/2804
# source: https://github.com/tensorflow/tensorflow/issues/50765
# symptom: RAM grows with every Optuna trial that tunes a custom PPO agent trained with a GradientTape loop and tf.function, until Colab crashes after 5-15 trials; gc_after_trial=True makes no difference
# expect: TFM009 tune.py:17
# note: folder case; there is no literal loop in the user's code: study.optimize calls optimize_agent once per trial, and optimize_agent constructs a new PPOAgent whose __init__ (ppo_agent.py) builds an actor and a critic Keras model; nothing clears the Keras session between trials; the critic is a related location of the same root cause
