import os

import tensorflow as tf


def get_session():
    return tf.get_default_session()


def save_state(fname):
    os.makedirs(os.path.dirname(fname), exist_ok=True)
    saver = tf.train.Saver()
    saver.save(get_session(), fname)


def load_state(fname):
    saver = tf.train.Saver()
    saver.restore(get_session(), fname)
