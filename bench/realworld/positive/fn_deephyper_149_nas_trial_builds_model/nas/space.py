import tensorflow as tf


def create_model(config, input_shape=(60483, 1), n_classes=2):
    model = tf.keras.Sequential(name=f"nt3_candidate_{config['id']}")
    model.add(tf.keras.layers.InputLayer(input_shape=input_shape))
    for i in range(config["n_conv"]):
        model.add(tf.keras.layers.Conv1D(config["filters"], config["kernel"], activation=config["activation"]))
        model.add(tf.keras.layers.MaxPooling1D(10 if i == 0 else 2))
    model.add(tf.keras.layers.Flatten())
    for _ in range(config["n_dense"]):
        model.add(tf.keras.layers.Dense(config["units"], activation=config["activation"]))
        model.add(tf.keras.layers.Dropout(config["dropout"]))
    model.add(tf.keras.layers.Dense(n_classes, activation="softmax"))
    return model
