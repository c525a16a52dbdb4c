from tensorflow import keras
from tensorflow.keras import layers


def build_and_compile(input_shape, num_classes):
    model = keras.Sequential([
        layers.Conv2D(32, kernel_size=(3, 3), activation="relu", input_shape=input_shape),
        layers.Conv2D(64, (3, 3), activation="relu"),
        layers.MaxPooling2D(pool_size=(2, 2)),
        layers.Dropout(0.25),
        layers.Flatten(),
        layers.Dense(128, activation="relu"),
        layers.Dropout(0.5),
        layers.Dense(num_classes, activation="softmax"),
    ])
    model.compile(loss="categorical_crossentropy",
                  optimizer=keras.optimizers.Adadelta(learning_rate=1.0),
                  metrics=["accuracy"])
    return model
