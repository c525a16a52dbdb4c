import tensorflow as tf

SPECS = {
    "small": dict(filters=16, dense=64),
    "medium": dict(filters=32, dense=128),
    "large": dict(filters=64, dense=256),
}


def build_member(name, input_shape=(28, 28, 1), classes=10):
    spec = SPECS[name]
    model = tf.keras.Sequential([
        tf.keras.layers.Conv2D(spec["filters"], 3, activation="relu", input_shape=input_shape),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(spec["dense"], activation="relu"),
        tf.keras.layers.Dense(classes, activation="softmax"),
    ], name=name)
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
    return model
