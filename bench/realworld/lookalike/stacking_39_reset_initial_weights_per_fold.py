# source: https://github.com/ikki407/stacking/issues/39
# note: the model is built and compiled once; each fold restores the initial weights with set_weights() instead of building or compiling again, and predicts its whole validation fold once
import numpy as np
from keras.layers import Dense, Dropout, LeakyReLU
from keras.models import Sequential
from keras.optimizers import SGD
from sklearn.model_selection import KFold

X, y = np.load("train_X.npy"), np.load("train_y_onehot.npy")

model = Sequential()
model.add(Dense(64, input_shape=(X.shape[1],), kernel_initializer="he_normal"))
model.add(LeakyReLU(0.00001))
model.add(Dropout(0.5))
model.add(Dense(y.shape[1], activation="softmax"))
model.compile(optimizer=SGD(learning_rate=0.1, momentum=0.9, nesterov=True), loss="categorical_crossentropy")
initial_weights = model.get_weights()

oof = np.zeros_like(y, dtype="float32")
for train_idx, val_idx in KFold(n_splits=5, shuffle=True, random_state=7).split(X):
    model.set_weights(initial_weights)
    model.fit(X[train_idx], y[train_idx], epochs=30, batch_size=128, verbose=0)
    oof[val_idx] = model.predict(X[val_idx], batch_size=1024)
np.save("oof_nn.npy", oof)
