import tensorflow as tf


def load_teacher(path):
    teacher = tf.keras.models.load_model(path, compile=False)
    teacher.trainable = False
    return teacher
