# source: https://github.com/ThomasTrepanier/log6307-final-project/blob/HEAD/data/pyscent/stackoverflow/code-dump/85319_66.py
# symptom: tf.function retracing warning every epoch and growing memory: the @tf.function train_step is defined inside the trainer method that runs once per epoch
# expect: TFM006 encoder/trainer.py:13
# note: Stack Overflow snippet shape: a @tf.function train_step that closes over self is declared inside a method; the driver calls that method once per epoch, so each epoch makes and traces a new function
