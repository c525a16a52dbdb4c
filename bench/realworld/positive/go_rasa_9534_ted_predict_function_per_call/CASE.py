# source: https://github.com/RasaHQ/rasa/issues/9534
# symptom: tf.function retracing warnings show up on CI when dialogue models are used to predict many times in one process
# expect: TFM006 ted.py:30
# note: the report asks where the retracing comes from; this case keeps the shape of a policy that builds its prediction function with tf.function inside the method that is called for every message, one of the causes the warning names (creating @tf.function repeatedly); agent.py handles one message per loop iteration
