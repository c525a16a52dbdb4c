import tensorflow as tf


def build_dlib_like_model(weights="weights/dlib_face_recognition_resnet.h5"):
    inp = tf.keras.Input((150, 150, 3))
    x = tf.keras.layers.Conv2D(32, 7, strides=2, activation="relu")(inp)
    x = tf.keras.layers.MaxPooling2D(3, strides=2)(x)
    x = tf.keras.layers.Conv2D(64, 3, activation="relu")(x)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    out = tf.keras.layers.Dense(128)(x)
    model = tf.keras.Model(inp, out)
    model.load_weights(weights)
    return model
