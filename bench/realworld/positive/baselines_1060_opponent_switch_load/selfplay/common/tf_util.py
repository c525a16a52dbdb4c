import joblib
import tensorflow.compat.v1 as tf


def get_session():
    return tf.get_default_session() or tf.InteractiveSession()


def save_variables(save_path, variables=None, sess=None):
    sess = sess or get_session()
    variables = variables or tf.trainable_variables()
    joblib.dump({v.name: value for v, value in zip(variables, sess.run(variables))}, save_path)


def load_variables(load_path, variables=None, sess=None):
    sess = sess or get_session()
    variables = variables or tf.trainable_variables()
    loaded = joblib.load(load_path)
    restores = [v.assign(loaded[v.name]) for v in variables]
    sess.run(restores)
