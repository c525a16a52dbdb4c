import tensorflow as tf
from tensorflow.keras import layers


def _scoring_tower(x, hidden_units):
    for units in hidden_units:
        x = layers.Dense(units, activation="relu")(x)
    return layers.Dense(1)(x)


def get_relevance_model(feature_config, hidden_units=(64, 32), learning_rate=0.01):
    inputs = {
        name: tf.keras.Input(shape=(None, spec["dim"]), name=name)
        for name, spec in feature_config.items()
    }
    features = layers.Concatenate(axis=-1)(list(inputs.values()))
    scores = tf.squeeze(_scoring_tower(features, hidden_units), axis=-1)
    model = tf.keras.Model(inputs=inputs, outputs=scores)
    model.compile(
        optimizer=tf.keras.optimizers.Adam(learning_rate),
        loss=tf.keras.losses.CategoricalCrossentropy(from_logits=True),
    )
    return model
