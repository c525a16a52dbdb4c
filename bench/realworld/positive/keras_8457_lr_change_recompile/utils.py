from tensorflow.keras.optimizers import Adam


def set_learning_rate(model, lr, loss="categorical_crossentropy"):
    model.compile(optimizer=Adam(learning_rate=lr), loss=loss, metrics=["accuracy"])
    return model


def step_decay(epoch, base=1e-3, drop=0.5, every=10):
    return base * drop ** (epoch // every)
