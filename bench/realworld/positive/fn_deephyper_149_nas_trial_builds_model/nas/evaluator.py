import tensorflow as tf

from .data import load_data
from .space import create_model


def run_base_trainer(config):
    (x_train, y_train), (x_val, y_val) = load_data()
    model = create_model(config)
    model.compile(
        optimizer=tf.keras.optimizers.SGD(config["lr"], momentum=0.9),
        loss="categorical_crossentropy",
        metrics=["accuracy"],
    )
    model.fit(x_train, y_train, batch_size=20, epochs=config["epochs"], verbose=0)
    _, val_acc = model.evaluate(x_val, y_val, verbose=0)
    return val_acc
