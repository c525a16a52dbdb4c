"""Model factory for the CTR recommender."""
import tensorflow as tf


def build_ctr_model(n_users, n_items, dim=64):
    users = tf.keras.Input(shape=(), dtype=tf.int32, name="user")
    items = tf.keras.Input(shape=(), dtype=tf.int32, name="item")
    u = tf.keras.layers.Embedding(n_users, dim)(users)
    v = tf.keras.layers.Embedding(n_items, dim)(items)
    x = tf.keras.layers.Concatenate()([u, v])
    x = tf.keras.layers.Dense(128, activation="relu")(x)
    out = tf.keras.layers.Dense(1, activation="sigmoid")(x)
    model = tf.keras.Model([users, items], out)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=[tf.keras.metrics.AUC()])
    return model


def warm_start(model, previous_path):
    try:
        previous = tf.keras.models.load_model(previous_path)
    except (IOError, OSError, ValueError):
        return model
    model.set_weights(previous.get_weights())
    return model
