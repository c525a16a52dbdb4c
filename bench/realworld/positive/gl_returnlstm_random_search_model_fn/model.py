"""Model definition and one training run for the return-prediction LSTM."""
import tensorflow as tf

from data import train_generator, val_generator


def model_fn(params):
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.LSTM(params["lstm_size"], input_shape=(7, 6)))
    model.add(tf.keras.layers.Dropout(params["dropout"]))
    model.add(tf.keras.layers.Dense(1, activation="sigmoid"))
    model.compile(
        optimizer=tf.keras.optimizers.Adam(params["learning_rate"]),
        loss="binary_crossentropy", metrics=["accuracy"])
    callbacks = [tf.keras.callbacks.EarlyStopping(
        monitor="val_accuracy", patience=10, restore_best_weights=True)]
    history = model.fit(train_generator, validation_data=val_generator,
                        callbacks=callbacks, epochs=100, verbose=0).history
    return history, model
