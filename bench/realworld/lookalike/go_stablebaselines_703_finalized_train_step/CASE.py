# source: https://github.com/hill-a/stable-baselines/issues/703
# symptom: memory reported to grow on every self.sess.run in PPO2's _train_step
# note: the reporter had already finalized the graph, and the training step only runs ops built in setup_model with a feed dict; nothing in the loop adds ops to the graph (a look-alike for graph-growth rules: Session.run inside the update loop, but no op construction)
