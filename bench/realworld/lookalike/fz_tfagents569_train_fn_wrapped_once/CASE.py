# source: https://github.com/tensorflow/agents/issues/569
# note: what fixed the leak in the thread: driver.run (and agent.train) are wrapped in tf.function once, in rl/setup.py, before the loop (autograph=False for the driver, as suggested), and train_dqn.py only calls the wrapped functions each iteration; tf.Variable(0) is the single step counter created at setup.
