# source: https://github.com/keras-team/keras/issues/898
# note: the update in that thread: change the optimizer's learning rate in place between training stages instead of recompiling; the model is compiled once
import numpy as np
import tensorflow as tf

data = np.load("higgs_small.npz")
X, y = data["x"].astype("float32"), data["y"].astype("float32")

model = tf.keras.Sequential([
    tf.keras.layers.Dense(256, activation="relu", input_shape=(X.shape[1],)),
    tf.keras.layers.Dropout(0.3),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=tf.keras.optimizers.Adagrad(0.01), loss="binary_crossentropy", metrics=["accuracy"])

for stage, lr in enumerate([0.01, 0.005, 0.001, 0.0005, 0.0001]):
    model.optimizer.learning_rate.assign(lr)
    h = model.fit(X, y, epochs=50, batch_size=128, validation_split=0.1, verbose=0)
    print("stage", stage, "lr", lr, "val_acc", h.history["val_accuracy"][-1])
