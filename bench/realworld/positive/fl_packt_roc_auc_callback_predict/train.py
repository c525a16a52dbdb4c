import numpy as np
import pandas as pd
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import StandardScaler
from tensorflow.keras.layers import Dense, Dropout, Input
from tensorflow.keras.models import Model

from callbacks.roc import EpochRocAuc


def build_network(n_features):
    inputs = Input(shape=(n_features,), name="features")
    x = Dense(128, activation="relu")(inputs)
    x = Dropout(0.5)(x)
    x = Dense(64, activation="relu")(x)
    x = Dense(32, activation="relu")(x)
    outputs = Dense(1, activation="sigmoid")(x)
    model = Model(inputs=inputs, outputs=outputs)
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    return model


frame = pd.read_csv("data/creditcard.csv")
X = StandardScaler().fit_transform(frame.drop(columns=["Class"]).values)
y = frame["Class"].values
X_train, X_val, y_train, y_val = train_test_split(X, y, test_size=0.2, stratify=y, random_state=42)

model = build_network(X.shape[1])
model.fit(X_train, y_train, batch_size=256, epochs=100, validation_data=(X_val, y_val),
          callbacks=[EpochRocAuc((X_train, y_train), (X_val, y_val))], verbose=2)
np.save("roc_history.npy", np.asarray(model.history.history["val_loss"]))
