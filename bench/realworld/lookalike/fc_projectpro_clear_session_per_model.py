# source: https://projectpro.io/recipes/why-do-we-need-free-up-ram-keras-do-it
# note: the recipe's advice applied to a width sweep: each pass starts with K.clear_session() before a new model is built, and drops the old one, so models do not accumulate in the backend
import numpy as np
from tensorflow import keras
from tensorflow.keras import backend as K

x = np.random.rand(5000, 32).astype("float32")
y = (x.sum(axis=1) > 16).astype("float32")

results = {}
for width in [16, 32, 64, 128, 256, 512, 1024]:
    K.clear_session()
    model = keras.Sequential([
        keras.Input((32,)),
        keras.layers.Dense(width, activation="relu"),
        keras.layers.Dense(1, activation="sigmoid"),
    ])
    model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
    hist = model.fit(x, y, epochs=10, batch_size=64, validation_split=0.2, verbose=0)
    results[width] = hist.history["val_accuracy"][-1]
    del model
print(results)
