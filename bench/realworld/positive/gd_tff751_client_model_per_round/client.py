import tensorflow as tf

LEARNING_RATE = 0.02
BATCH_SIZE = 10


def client_update(global_weights, x, y, epochs=5):
    model = tf.keras.Sequential([
        tf.keras.layers.Reshape((28, 28, 1), input_shape=(784,)),
        tf.keras.layers.Conv2D(32, 5, padding="same", activation="relu"),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Conv2D(64, 5, padding="same", activation="relu"),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(512, activation="relu"),
        tf.keras.layers.Dense(10, activation="softmax"),
    ])
    model.compile(optimizer=tf.keras.optimizers.SGD(LEARNING_RATE),
                  loss="sparse_categorical_crossentropy")
    if global_weights is not None:
        model.set_weights(global_weights)
    model.fit(x, y, batch_size=BATCH_SIZE, epochs=epochs, verbose=0)
    return model.get_weights()


def evaluate_global(weights, x, y):
    model = tf.keras.Sequential([
        tf.keras.layers.Reshape((28, 28, 1), input_shape=(784,)),
        tf.keras.layers.Conv2D(32, 5, padding="same", activation="relu"),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Conv2D(64, 5, padding="same", activation="relu"),
        tf.keras.layers.MaxPooling2D(),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(512, activation="relu"),
        tf.keras.layers.Dense(10, activation="softmax"),
    ])
    model.set_weights(weights)
    preds = model(x, training=False)
    return float(tf.reduce_mean(tf.cast(tf.argmax(preds, 1) == y, tf.float32)))
