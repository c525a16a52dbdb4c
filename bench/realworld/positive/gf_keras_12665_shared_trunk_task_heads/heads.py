"""Task-specific heads stacked on the shared trunk."""
from tensorflow import keras
from tensorflow.keras import layers


def make_task_model(inputs, shared, task):
    h = layers.Dense(64, activation="relu")(shared)
    if task.kind == "binary":
        out = layers.Dense(1, activation="sigmoid")(h)
        loss = "binary_crossentropy"
    else:
        out = layers.Dense(task.n_classes, activation="softmax")(h)
        loss = "sparse_categorical_crossentropy"
    model = keras.Model(inputs, out)
    model.compile(optimizer=keras.optimizers.Adam(task.lr), loss=loss, metrics=["accuracy"])
    return model
