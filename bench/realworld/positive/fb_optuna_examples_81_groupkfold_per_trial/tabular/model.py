from tensorflow.keras import Input, Model
from tensorflow.keras.layers import Dense, Dropout


def ourmodel(n_features, units, dropout):
    inputs = Input(shape=(n_features,))
    x = Dense(units, activation="relu")(inputs)
    x = Dropout(dropout)(x)
    x = Dense(units // 2, activation="relu")(x)
    outputs = Dense(1, activation="sigmoid")(x)
    model = Model(inputs=inputs, outputs=outputs)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model
