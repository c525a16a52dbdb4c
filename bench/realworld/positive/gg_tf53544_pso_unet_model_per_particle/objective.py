import numpy as np
from tensorflow.keras import layers
from tensorflow.keras.callbacks import ReduceLROnPlateau
from tensorflow.keras.models import Model
from tensorflow.keras.optimizers import Adam


def conv_block(x, filters, dropout):
    x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
    x = layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
    return layers.Dropout(dropout)(x)


def unet_fitness(particle, data, epochs=20):
    dropout, learning_rate, factor, min_lr = particle
    x_train, y_train, x_val, y_val = data
    inputs = layers.Input(shape=x_train.shape[1:])
    c1 = conv_block(inputs, 32, dropout)
    p1 = layers.MaxPooling2D()(c1)
    c2 = conv_block(p1, 64, dropout)
    p2 = layers.MaxPooling2D()(c2)
    b = conv_block(p2, 128, dropout)
    u2 = layers.concatenate([layers.Conv2DTranspose(64, 2, strides=2, padding="same")(b), c2])
    c3 = conv_block(u2, 64, dropout)
    u1 = layers.concatenate([layers.Conv2DTranspose(32, 2, strides=2, padding="same")(c3), c1])
    c4 = conv_block(u1, 32, dropout)
    outputs = layers.Conv2D(1, 1, activation="sigmoid")(c4)
    model = Model(inputs=inputs, outputs=outputs)
    model.compile(optimizer=Adam(learning_rate=float(learning_rate)), loss="binary_crossentropy",
                  metrics=["accuracy"])
    reduce_lr = ReduceLROnPlateau(monitor="val_loss", factor=float(factor), min_lr=float(min_lr), patience=3)
    history = model.fit(x_train, y_train, validation_data=(x_val, y_val), epochs=epochs,
                        batch_size=8, callbacks=[reduce_lr], verbose=0)
    return float(np.min(history.history["val_loss"]))
