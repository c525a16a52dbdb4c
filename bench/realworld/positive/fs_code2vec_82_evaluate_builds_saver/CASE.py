# source: https://github.com/tech-srl/code2vec/pull/82
# symptom: the PR fixes evaluate() so that it stops creating a new Saver on every call: train() already built one, and evaluate() runs every save interval of training, so each evaluation added another Saver's save/restore ops to the graph
# expect: TFM010 tensorflow_model.py:42
# note: folder case: code2vec.py starts Code2VecModel.train(); the batch loop in train() runs the session and calls self.evaluate() every save_every batches; evaluate() builds its evaluation ops only once (behind the eval_reader guard) but creates a tf.compat.v1.train.Saver unconditionally
